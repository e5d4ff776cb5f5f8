"""Selenium against a live page that redraws itself."""
import time


def steady(action, tries=5):
    """`action`, again if the live board was redrawn under it (a change event replaces it: the
    element goes stale, or is caught detached and not yet interactable)."""
    from selenium.common.exceptions import ElementNotInteractableException, StaleElementReferenceException
    for i in range(tries):
        try:
            return action()
        except (StaleElementReferenceException, ElementNotInteractableException):
            if i == tries - 1:
                raise
            time.sleep(0.2)
