# Builds and installs habitd and habitctl for the current user (no root needed):
#   make install            binaries, user unit, config example, completions, man page
#   make uninstall
#   make deb                habitd_VERSION_ARCH.deb (scripts/deb.sh; lintian if installed)
PREFIX  ?= $(HOME)/.local
BINDIR  ?= $(PREFIX)/bin
DATADIR ?= $(PREFIX)/share
UNITDIR ?= $(HOME)/.config/systemd/user
CONFDIR ?= $(HOME)/.config/habitd
# The languages habitctl and habitd speak besides English: one po/LL.po each.
LANGS   := $(basename $(notdir $(wildcard po/*.po)))

.PHONY: build install install-data uninstall test deb

# One program for both, as the package has it: habitctl, and habitd a link to it.
build:
	swift build -c release --product habit

install: build install-data
	install -Dm755 .build/release/habit $(DESTDIR)$(BINDIR)/habitctl
	ln -sf habitctl $(DESTDIR)$(BINDIR)/habitd
	@echo "Installed. Start it with: systemctl --user daemon-reload && systemctl --user enable --now habitd"

# Everything but the binaries (tests install this into a scratch folder).
install-data:
	sed 's|%h/.local/bin/habitd|$(BINDIR)/habitd|' systemd/habitd.service > habitd.service.tmp
	install -Dm644 habitd.service.tmp $(DESTDIR)$(UNITDIR)/habitd.service
	rm -f habitd.service.tmp
	install -d -m700 $(DESTDIR)$(DATADIR)/habitd
	test -e $(DESTDIR)$(CONFDIR)/habitd.toml || install -Dm600 config/habitd.toml $(DESTDIR)$(CONFDIR)/habitd.toml
	install -Dm644 completions/habitctl.bash $(DESTDIR)$(DATADIR)/bash-completion/completions/habitctl
	install -Dm644 completions/_habitctl $(DESTDIR)$(DATADIR)/zsh/site-functions/_habitctl
	install -Dm644 completions/habitctl.fish $(DESTDIR)$(DATADIR)/fish/vendor_completions.d/habitctl.fish
	install -Dm644 man/habitctl.1 $(DESTDIR)$(DATADIR)/man/man1/habitctl.1
	install -Dm644 man/habitd.1 $(DESTDIR)$(DATADIR)/man/man1/habitd.1
	# The desktop entry names habitd's notifications (desktop-entry hint) in GNOME's and KDE's
	# notification settings; the icon goes with them.
	install -Dm644 data/habitd.desktop $(DESTDIR)$(DATADIR)/applications/habitd.desktop
	install -Dm644 data/habitd.svg $(DESTDIR)$(DATADIR)/icons/hicolor/scalable/apps/habitd.svg
	# The message catalogues (one per po/LL.po), compiled from po/ with msgfmt.
	python3 scripts/messages.py compile $(DESTDIR)$(DATADIR)/locale

uninstall:
	rm -f $(DESTDIR)$(BINDIR)/habitd $(DESTDIR)$(BINDIR)/habitctl $(DESTDIR)$(UNITDIR)/habitd.service \
	      $(DESTDIR)$(DATADIR)/bash-completion/completions/habitctl $(DESTDIR)$(DATADIR)/zsh/site-functions/_habitctl \
	      $(DESTDIR)$(DATADIR)/fish/vendor_completions.d/habitctl.fish $(DESTDIR)$(DATADIR)/man/man1/habitctl.1 $(DESTDIR)$(DATADIR)/man/man1/habitd.1 \
	      $(DESTDIR)$(DATADIR)/applications/habitd.desktop $(DESTDIR)$(DATADIR)/icons/hicolor/scalable/apps/habitd.svg \
	      $(foreach l,$(LANGS),$(DESTDIR)$(DATADIR)/locale/$(l)/LC_MESSAGES/habitd.mo)

test:
	bash scripts/test.sh

deb:
	bash scripts/deb.sh
