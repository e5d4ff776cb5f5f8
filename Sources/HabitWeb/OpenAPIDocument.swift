/// The API's contract (OpenAPI 3.1), served at /api/v1/openapi.json, the one route open
/// without a token. `OpenAPIContractTests` holds the routes to it, and `scripts/gen-docs.sh`
/// writes it to docs/openapi.json for readers and tools.
enum OpenAPIDocument {
    static let json = #"""
    {
      "openapi": "3.1.0",
      "info": {
        "title": "habitd",
        "version": "1",
        "description": "The habits habitd keeps, over HTTP. Every route but this document needs a token: 'Authorization: Bearer TOKEN' ('habitctl web token new --name NAME' makes one). Errors are RFC 9457 problem details whose detail is what habitctl says. A habit is named by its id or its name; a body's fields are habitctl's options in snake_case."
      },
      "servers": [
        {
          "url": "http://127.0.0.1:8738/api/v1"
        }
      ],
      "security": [
        {
          "token": []
        }
      ],
      "paths": {
        "/openapi.json": {
          "get": {
            "operationId": "document",
            "summary": "This document",
            "security": [],
            "responses": {
              "200": {
                "description": "The OpenAPI document",
                "content": {
                  "application/json": {
                    "schema": {
                      "type": "object"
                    }
                  }
                }
              }
            }
          }
        },
        "/habits": {
          "get": {
            "operationId": "listHabits",
            "summary": "Every habit and where it stands today (as habitctl list --json)",
            "parameters": [
              {
                "name": "archived",
                "in": "query",
                "required": false,
                "schema": {
                  "type": "string",
                  "enum": [
                    "true",
                    "false"
                  ]
                }
              }
            ],
            "responses": {
              "200": {
                "description": "The habits, in the board's order",
                "content": {
                  "application/json": {
                    "schema": {
                      "type": "array",
                      "items": {
                        "$ref": "#/components/schemas/HabitEntry"
                      }
                    }
                  }
                }
              },
              "400": {
                "$ref": "#/components/responses/BadRequest"
              },
              "401": {
                "$ref": "#/components/responses/Unauthorized"
              },
              "421": {
                "$ref": "#/components/responses/Misdirected"
              },
              "422": {
                "$ref": "#/components/responses/Refused"
              },
              "429": {
                "$ref": "#/components/responses/TooManyGuesses"
              }
            }
          },
          "post": {
            "operationId": "addHabit",
            "summary": "Add a habit (as habitctl add): the fields are add's options in snake_case, refused in its words",
            "requestBody": {
              "required": true,
              "content": {
                "application/json": {
                  "schema": {
                    "$ref": "#/components/schemas/HabitChange"
                  }
                }
              }
            },
            "responses": {
              "201": {
                "description": "Added",
                "headers": {
                  "Location": {
                    "schema": {
                      "type": "string"
                    }
                  }
                },
                "content": {
                  "application/json": {
                    "schema": {
                      "$ref": "#/components/schemas/Changed"
                    }
                  }
                },
                "links": {
                  "DoneOnIt": {
                    "operationId": "done",
                    "parameters": {
                      "habit": "$response.body#/habit/id"
                    }
                  },
                  "ItsDetail": {
                    "operationId": "habitDetail",
                    "parameters": {
                      "habit": "$response.body#/habit/id"
                    }
                  },
                  "DeleteIt": {
                    "operationId": "deleteHabit",
                    "parameters": {
                      "habit": "$response.body#/habit/id"
                    }
                  }
                }
              },
              "400": {
                "$ref": "#/components/responses/BadRequest"
              },
              "401": {
                "$ref": "#/components/responses/Unauthorized"
              },
              "403": {
                "$ref": "#/components/responses/Forbidden"
              },
              "409": {
                "$ref": "#/components/responses/Conflict"
              },
              "413": {
                "$ref": "#/components/responses/TooLarge"
              },
              "421": {
                "$ref": "#/components/responses/Misdirected"
              },
              "422": {
                "$ref": "#/components/responses/Refused"
              },
              "429": {
                "$ref": "#/components/responses/TooManyGuesses"
              }
            }
          }
        },
        "/habits/{habit}": {
          "get": {
            "operationId": "getHabit",
            "summary": "One habit and where it stands today",
            "parameters": [
              {
                "$ref": "#/components/parameters/habit"
              }
            ],
            "responses": {
              "200": {
                "description": "The habit",
                "content": {
                  "application/json": {
                    "schema": {
                      "$ref": "#/components/schemas/HabitEntry"
                    }
                  }
                }
              },
              "401": {
                "$ref": "#/components/responses/Unauthorized"
              },
              "404": {
                "$ref": "#/components/responses/NotFound"
              },
              "421": {
                "$ref": "#/components/responses/Misdirected"
              },
              "429": {
                "$ref": "#/components/responses/TooManyGuesses"
              }
            }
          },
          "patch": {
            "operationId": "editHabit",
            "summary": "Change a habit's settings (as habitctl edit); a change of past verdicts needs \"yes\": true",
            "parameters": [
              {
                "$ref": "#/components/parameters/habit"
              }
            ],
            "requestBody": {
              "required": true,
              "content": {
                "application/json": {
                  "schema": {
                    "$ref": "#/components/schemas/HabitChange"
                  }
                }
              }
            },
            "responses": {
              "200": {
                "description": "Updated",
                "content": {
                  "application/json": {
                    "schema": {
                      "$ref": "#/components/schemas/Changed"
                    }
                  }
                }
              },
              "400": {
                "$ref": "#/components/responses/BadRequest"
              },
              "401": {
                "$ref": "#/components/responses/Unauthorized"
              },
              "403": {
                "$ref": "#/components/responses/Forbidden"
              },
              "404": {
                "$ref": "#/components/responses/NotFound"
              },
              "409": {
                "$ref": "#/components/responses/Conflict"
              },
              "413": {
                "$ref": "#/components/responses/TooLarge"
              },
              "421": {
                "$ref": "#/components/responses/Misdirected"
              },
              "422": {
                "$ref": "#/components/responses/Refused"
              },
              "429": {
                "$ref": "#/components/responses/TooManyGuesses"
              }
            }
          },
          "delete": {
            "operationId": "deleteHabit",
            "summary": "Delete a habit and all its history (as habitctl rm --yes)",
            "parameters": [
              {
                "$ref": "#/components/parameters/habit"
              }
            ],
            "responses": {
              "204": {
                "description": "Deleted"
              },
              "401": {
                "$ref": "#/components/responses/Unauthorized"
              },
              "403": {
                "$ref": "#/components/responses/Forbidden"
              },
              "404": {
                "$ref": "#/components/responses/NotFound"
              },
              "409": {
                "$ref": "#/components/responses/Conflict"
              },
              "421": {
                "$ref": "#/components/responses/Misdirected"
              },
              "422": {
                "$ref": "#/components/responses/Refused"
              },
              "429": {
                "$ref": "#/components/responses/TooManyGuesses"
              }
            }
          }
        },
        "/habits/{habit}/done": {
          "post": {
            "operationId": "done",
            "summary": "Record a completion (as habitctl done)",
            "parameters": [
              {
                "$ref": "#/components/parameters/habit"
              }
            ],
            "requestBody": {
              "required": false,
              "content": {
                "application/json": {
                  "schema": {
                    "$ref": "#/components/schemas/DayBody"
                  }
                }
              }
            },
            "responses": {
              "200": {
                "description": "The day was done already: nothing recorded",
                "content": {
                  "application/json": {
                    "schema": {
                      "$ref": "#/components/schemas/Outcome"
                    }
                  }
                }
              },
              "201": {
                "description": "Recorded",
                "content": {
                  "application/json": {
                    "schema": {
                      "$ref": "#/components/schemas/Outcome"
                    }
                  }
                },
                "links": {
                  "ItsDetail": {
                    "operationId": "habitDetail",
                    "parameters": {
                      "habit": "$request.path.habit"
                    }
                  }
                }
              },
              "400": {
                "$ref": "#/components/responses/BadRequest"
              },
              "401": {
                "$ref": "#/components/responses/Unauthorized"
              },
              "403": {
                "$ref": "#/components/responses/Forbidden"
              },
              "404": {
                "$ref": "#/components/responses/NotFound"
              },
              "409": {
                "$ref": "#/components/responses/Conflict"
              },
              "413": {
                "$ref": "#/components/responses/TooLarge"
              },
              "421": {
                "$ref": "#/components/responses/Misdirected"
              },
              "422": {
                "$ref": "#/components/responses/Refused"
              },
              "429": {
                "$ref": "#/components/responses/TooManyGuesses"
              }
            }
          }
        },
        "/habits/{habit}/undo": {
          "post": {
            "operationId": "undo",
            "summary": "Remove the day's last completion, or its no (as habitctl undo)",
            "parameters": [
              {
                "$ref": "#/components/parameters/habit"
              }
            ],
            "requestBody": {
              "required": false,
              "content": {
                "application/json": {
                  "schema": {
                    "$ref": "#/components/schemas/DayBody"
                  }
                }
              }
            },
            "responses": {
              "200": {
                "description": "Undone",
                "content": {
                  "application/json": {
                    "schema": {
                      "$ref": "#/components/schemas/Outcome"
                    }
                  }
                }
              },
              "400": {
                "$ref": "#/components/responses/BadRequest"
              },
              "401": {
                "$ref": "#/components/responses/Unauthorized"
              },
              "403": {
                "$ref": "#/components/responses/Forbidden"
              },
              "404": {
                "$ref": "#/components/responses/NotFound"
              },
              "409": {
                "$ref": "#/components/responses/Conflict"
              },
              "413": {
                "$ref": "#/components/responses/TooLarge"
              },
              "421": {
                "$ref": "#/components/responses/Misdirected"
              },
              "422": {
                "$ref": "#/components/responses/Refused"
              },
              "429": {
                "$ref": "#/components/responses/TooManyGuesses"
              }
            }
          }
        },
        "/habits/{habit}/skip": {
          "post": {
            "operationId": "skip",
            "summary": "Skip a day on purpose, future days too (as habitctl skip)",
            "parameters": [
              {
                "$ref": "#/components/parameters/habit"
              }
            ],
            "requestBody": {
              "required": false,
              "content": {
                "application/json": {
                  "schema": {
                    "$ref": "#/components/schemas/DayBody"
                  }
                }
              }
            },
            "responses": {
              "201": {
                "description": "Skipped",
                "content": {
                  "application/json": {
                    "schema": {
                      "$ref": "#/components/schemas/Outcome"
                    }
                  }
                }
              },
              "400": {
                "$ref": "#/components/responses/BadRequest"
              },
              "401": {
                "$ref": "#/components/responses/Unauthorized"
              },
              "403": {
                "$ref": "#/components/responses/Forbidden"
              },
              "404": {
                "$ref": "#/components/responses/NotFound"
              },
              "409": {
                "$ref": "#/components/responses/Conflict"
              },
              "413": {
                "$ref": "#/components/responses/TooLarge"
              },
              "421": {
                "$ref": "#/components/responses/Misdirected"
              },
              "422": {
                "$ref": "#/components/responses/Refused"
              },
              "429": {
                "$ref": "#/components/responses/TooManyGuesses"
              }
            }
          }
        },
        "/habits/{habit}/unskip": {
          "post": {
            "operationId": "unskip",
            "summary": "Take a skip back (as habitctl unskip)",
            "parameters": [
              {
                "$ref": "#/components/parameters/habit"
              }
            ],
            "requestBody": {
              "required": false,
              "content": {
                "application/json": {
                  "schema": {
                    "$ref": "#/components/schemas/DayBody"
                  }
                }
              }
            },
            "responses": {
              "200": {
                "description": "Unskipped",
                "content": {
                  "application/json": {
                    "schema": {
                      "$ref": "#/components/schemas/Outcome"
                    }
                  }
                }
              },
              "400": {
                "$ref": "#/components/responses/BadRequest"
              },
              "401": {
                "$ref": "#/components/responses/Unauthorized"
              },
              "403": {
                "$ref": "#/components/responses/Forbidden"
              },
              "404": {
                "$ref": "#/components/responses/NotFound"
              },
              "409": {
                "$ref": "#/components/responses/Conflict"
              },
              "413": {
                "$ref": "#/components/responses/TooLarge"
              },
              "421": {
                "$ref": "#/components/responses/Misdirected"
              },
              "422": {
                "$ref": "#/components/responses/Refused"
              },
              "429": {
                "$ref": "#/components/responses/TooManyGuesses"
              }
            }
          }
        },
        "/categories": {
          "get": {
            "operationId": "listCategories",
            "summary": "The categories, by name (as habitctl category list)",
            "responses": {
              "200": {
                "description": "Their names",
                "content": {
                  "application/json": {
                    "schema": {
                      "type": "array",
                      "items": {
                        "type": "string"
                      }
                    }
                  }
                }
              },
              "401": {
                "$ref": "#/components/responses/Unauthorized"
              },
              "421": {
                "$ref": "#/components/responses/Misdirected"
              },
              "429": {
                "$ref": "#/components/responses/TooManyGuesses"
              }
            }
          }
        },
        "/settings": {
          "get": {
            "operationId": "listSettings",
            "summary": "Every setting and its value (as habitctl config list --json)",
            "responses": {
              "200": {
                "description": "The settings",
                "content": {
                  "application/json": {
                    "schema": {
                      "type": "array",
                      "items": {
                        "$ref": "#/components/schemas/Setting"
                      }
                    }
                  }
                }
              },
              "401": {
                "$ref": "#/components/responses/Unauthorized"
              },
              "421": {
                "$ref": "#/components/responses/Misdirected"
              },
              "429": {
                "$ref": "#/components/responses/TooManyGuesses"
              }
            }
          }
        },
        "/status": {
          "get": {
            "operationId": "status",
            "summary": "How today stands",
            "responses": {
              "200": {
                "description": "Today",
                "content": {
                  "application/json": {
                    "schema": {
                      "$ref": "#/components/schemas/Status"
                    }
                  }
                }
              },
              "401": {
                "$ref": "#/components/responses/Unauthorized"
              },
              "421": {
                "$ref": "#/components/responses/Misdirected"
              },
              "429": {
                "$ref": "#/components/responses/TooManyGuesses"
              }
            }
          }
        },
        "/board": {
          "get": {
            "operationId": "board",
            "summary": "The board: sections, each habit's week as the ledger judges it, today's progress and streak (as habitctl list)",
            "responses": {
              "200": {
                "description": "The board",
                "content": {
                  "application/json": {
                    "schema": {
                      "$ref": "#/components/schemas/Board"
                    }
                  }
                }
              },
              "401": {
                "$ref": "#/components/responses/Unauthorized"
              },
              "421": {
                "$ref": "#/components/responses/Misdirected"
              },
              "429": {
                "$ref": "#/components/responses/TooManyGuesses"
              }
            }
          }
        },
        "/habits/{habit}/detail": {
          "get": {
            "operationId": "habitDetail",
            "summary": "One habit over its heat map's weeks: every day's verdict, this week, streaks and milestones (as habitctl show --json)",
            "parameters": [
              {
                "$ref": "#/components/parameters/habit"
              },
              {
                "name": "weeks",
                "in": "query",
                "required": false,
                "description": "Weeks of days (default 26)",
                "schema": {
                  "type": "integer",
                  "minimum": 1,
                  "maximum": 104
                }
              }
            ],
            "responses": {
              "200": {
                "description": "The habit's days",
                "content": {
                  "application/json": {
                    "schema": {
                      "$ref": "#/components/schemas/Detail"
                    }
                  }
                }
              },
              "400": {
                "$ref": "#/components/responses/BadRequest"
              },
              "401": {
                "$ref": "#/components/responses/Unauthorized"
              },
              "404": {
                "$ref": "#/components/responses/NotFound"
              },
              "421": {
                "$ref": "#/components/responses/Misdirected"
              },
              "422": {
                "$ref": "#/components/responses/Refused"
              },
              "429": {
                "$ref": "#/components/responses/TooManyGuesses"
              }
            }
          }
        },
        "/habits/{habit}/toggle": {
          "post": {
            "operationId": "toggle",
            "summary": "Done, then no, then nothing, like a tap (as habitctl toggle)",
            "parameters": [
              {
                "$ref": "#/components/parameters/habit"
              }
            ],
            "requestBody": {
              "required": false,
              "content": {
                "application/json": {
                  "schema": {
                    "$ref": "#/components/schemas/DayBody"
                  }
                }
              }
            },
            "responses": {
              "200": {
                "description": "Toggled",
                "content": {
                  "application/json": {
                    "schema": {
                      "$ref": "#/components/schemas/Toggled"
                    }
                  }
                }
              },
              "400": {
                "$ref": "#/components/responses/BadRequest"
              },
              "401": {
                "$ref": "#/components/responses/Unauthorized"
              },
              "403": {
                "$ref": "#/components/responses/Forbidden"
              },
              "404": {
                "$ref": "#/components/responses/NotFound"
              },
              "409": {
                "$ref": "#/components/responses/Conflict"
              },
              "413": {
                "$ref": "#/components/responses/TooLarge"
              },
              "421": {
                "$ref": "#/components/responses/Misdirected"
              },
              "422": {
                "$ref": "#/components/responses/Refused"
              },
              "429": {
                "$ref": "#/components/responses/TooManyGuesses"
              }
            }
          }
        },
        "/habits/{habit}/slip": {
          "post": {
            "operationId": "slip",
            "summary": "A quit habit's day over its limit (as habitctl slip)",
            "parameters": [
              {
                "$ref": "#/components/parameters/habit"
              }
            ],
            "requestBody": {
              "required": false,
              "content": {
                "application/json": {
                  "schema": {
                    "$ref": "#/components/schemas/DayBody"
                  }
                }
              }
            },
            "responses": {
              "201": {
                "description": "Recorded",
                "content": {
                  "application/json": {
                    "schema": {
                      "$ref": "#/components/schemas/Slipped"
                    }
                  }
                }
              },
              "400": {
                "$ref": "#/components/responses/BadRequest"
              },
              "401": {
                "$ref": "#/components/responses/Unauthorized"
              },
              "403": {
                "$ref": "#/components/responses/Forbidden"
              },
              "404": {
                "$ref": "#/components/responses/NotFound"
              },
              "409": {
                "$ref": "#/components/responses/Conflict"
              },
              "413": {
                "$ref": "#/components/responses/TooLarge"
              },
              "421": {
                "$ref": "#/components/responses/Misdirected"
              },
              "422": {
                "$ref": "#/components/responses/Refused"
              },
              "429": {
                "$ref": "#/components/responses/TooManyGuesses"
              }
            }
          }
        },
        "/habits/{habit}/archive": {
          "post": {
            "operationId": "archive",
            "summary": "Hide a habit and stop its reminders (as habitctl archive)",
            "parameters": [
              {
                "$ref": "#/components/parameters/habit"
              }
            ],
            "responses": {
              "200": {
                "description": "Archived",
                "content": {
                  "application/json": {
                    "schema": {
                      "$ref": "#/components/schemas/Changed"
                    }
                  }
                }
              },
              "401": {
                "$ref": "#/components/responses/Unauthorized"
              },
              "403": {
                "$ref": "#/components/responses/Forbidden"
              },
              "404": {
                "$ref": "#/components/responses/NotFound"
              },
              "409": {
                "$ref": "#/components/responses/Conflict"
              },
              "421": {
                "$ref": "#/components/responses/Misdirected"
              },
              "422": {
                "$ref": "#/components/responses/Refused"
              },
              "429": {
                "$ref": "#/components/responses/TooManyGuesses"
              }
            }
          }
        },
        "/habits/{habit}/unarchive": {
          "post": {
            "operationId": "unarchive",
            "summary": "Bring an archived habit back",
            "parameters": [
              {
                "$ref": "#/components/parameters/habit"
              }
            ],
            "responses": {
              "200": {
                "description": "Unarchived",
                "content": {
                  "application/json": {
                    "schema": {
                      "$ref": "#/components/schemas/Changed"
                    }
                  }
                }
              },
              "401": {
                "$ref": "#/components/responses/Unauthorized"
              },
              "403": {
                "$ref": "#/components/responses/Forbidden"
              },
              "404": {
                "$ref": "#/components/responses/NotFound"
              },
              "409": {
                "$ref": "#/components/responses/Conflict"
              },
              "421": {
                "$ref": "#/components/responses/Misdirected"
              },
              "422": {
                "$ref": "#/components/responses/Refused"
              },
              "429": {
                "$ref": "#/components/responses/TooManyGuesses"
              }
            }
          }
        },
        "/habits/{habit}/pin": {
          "post": {
            "operationId": "pin",
            "summary": "Show a habit at the top of the board",
            "parameters": [
              {
                "$ref": "#/components/parameters/habit"
              }
            ],
            "responses": {
              "200": {
                "description": "Pinned",
                "content": {
                  "application/json": {
                    "schema": {
                      "$ref": "#/components/schemas/Changed"
                    }
                  }
                }
              },
              "401": {
                "$ref": "#/components/responses/Unauthorized"
              },
              "403": {
                "$ref": "#/components/responses/Forbidden"
              },
              "404": {
                "$ref": "#/components/responses/NotFound"
              },
              "409": {
                "$ref": "#/components/responses/Conflict"
              },
              "421": {
                "$ref": "#/components/responses/Misdirected"
              },
              "422": {
                "$ref": "#/components/responses/Refused"
              },
              "429": {
                "$ref": "#/components/responses/TooManyGuesses"
              }
            }
          }
        },
        "/habits/{habit}/unpin": {
          "post": {
            "operationId": "unpin",
            "summary": "Stop pinning a habit",
            "parameters": [
              {
                "$ref": "#/components/parameters/habit"
              }
            ],
            "responses": {
              "200": {
                "description": "Unpinned",
                "content": {
                  "application/json": {
                    "schema": {
                      "$ref": "#/components/schemas/Changed"
                    }
                  }
                }
              },
              "401": {
                "$ref": "#/components/responses/Unauthorized"
              },
              "403": {
                "$ref": "#/components/responses/Forbidden"
              },
              "404": {
                "$ref": "#/components/responses/NotFound"
              },
              "409": {
                "$ref": "#/components/responses/Conflict"
              },
              "421": {
                "$ref": "#/components/responses/Misdirected"
              },
              "422": {
                "$ref": "#/components/responses/Refused"
              },
              "429": {
                "$ref": "#/components/responses/TooManyGuesses"
              }
            }
          }
        },
        "/habits/{habit}/move": {
          "post": {
            "operationId": "move",
            "summary": "Put a habit before another, at the top or at the bottom (as habitctl move): one of before, top, bottom",
            "parameters": [
              {
                "$ref": "#/components/parameters/habit"
              }
            ],
            "requestBody": {
              "required": true,
              "content": {
                "application/json": {
                  "schema": {
                    "type": "object",
                    "properties": {
                      "before": {
                        "type": [
                          "string",
                          "null"
                        ]
                      },
                      "top": {
                        "type": [
                          "boolean",
                          "null"
                        ]
                      },
                      "bottom": {
                        "type": [
                          "boolean",
                          "null"
                        ]
                      }
                    }
                  }
                }
              }
            },
            "responses": {
              "200": {
                "description": "Moved",
                "content": {
                  "application/json": {
                    "schema": {
                      "$ref": "#/components/schemas/Changed"
                    }
                  }
                }
              },
              "400": {
                "$ref": "#/components/responses/BadRequest"
              },
              "401": {
                "$ref": "#/components/responses/Unauthorized"
              },
              "403": {
                "$ref": "#/components/responses/Forbidden"
              },
              "404": {
                "$ref": "#/components/responses/NotFound"
              },
              "409": {
                "$ref": "#/components/responses/Conflict"
              },
              "413": {
                "$ref": "#/components/responses/TooLarge"
              },
              "421": {
                "$ref": "#/components/responses/Misdirected"
              },
              "422": {
                "$ref": "#/components/responses/Refused"
              },
              "429": {
                "$ref": "#/components/responses/TooManyGuesses"
              }
            }
          }
        },
        "/stats": {
          "get": {
            "operationId": "stats",
            "summary": "Completions, rates, streaks, perfect days and the trend over a window (as habitctl stats --json)",
            "parameters": [
              {
                "name": "habit",
                "in": "query",
                "required": false,
                "description": "One habit (id or name)",
                "schema": {
                  "type": "string"
                }
              },
              {
                "name": "category",
                "in": "query",
                "required": false,
                "description": "A category's habits",
                "schema": {
                  "type": "string"
                }
              },
              {
                "name": "from",
                "in": "query",
                "required": false,
                "description": "First day (default 29 days before to)",
                "schema": {
                  "type": "string",
                  "format": "date"
                }
              },
              {
                "name": "to",
                "in": "query",
                "required": false,
                "description": "Last day (default today)",
                "schema": {
                  "type": "string",
                  "format": "date"
                }
              },
              {
                "name": "last",
                "in": "query",
                "required": false,
                "description": "The window ending today: 30d, 12w, 6m, 1y",
                "schema": {
                  "type": "string",
                  "pattern": "^[0-9]+[dwmy]$"
                }
              }
            ],
            "responses": {
              "200": {
                "description": "The figures",
                "content": {
                  "application/json": {
                    "schema": {
                      "$ref": "#/components/schemas/Stats"
                    }
                  }
                }
              },
              "400": {
                "$ref": "#/components/responses/BadRequest"
              },
              "401": {
                "$ref": "#/components/responses/Unauthorized"
              },
              "404": {
                "$ref": "#/components/responses/NotFound"
              },
              "421": {
                "$ref": "#/components/responses/Misdirected"
              },
              "422": {
                "$ref": "#/components/responses/Refused"
              },
              "429": {
                "$ref": "#/components/responses/TooManyGuesses"
              }
            }
          }
        },
        "/reminders": {
          "get": {
            "operationId": "reminders",
            "summary": "The coming reminders (as habitctl next --json)",
            "parameters": [
              {
                "name": "habit",
                "in": "query",
                "required": false,
                "description": "One habit (id or name)",
                "schema": {
                  "type": "string"
                }
              },
              {
                "name": "count",
                "in": "query",
                "required": false,
                "description": "How many (default 10)",
                "schema": {
                  "type": "integer",
                  "minimum": 1,
                  "maximum": 1000
                }
              }
            ],
            "responses": {
              "200": {
                "description": "The next reminders, soonest first",
                "content": {
                  "application/json": {
                    "schema": {
                      "type": "array",
                      "items": {
                        "$ref": "#/components/schemas/Reminder"
                      }
                    }
                  }
                }
              },
              "400": {
                "$ref": "#/components/responses/BadRequest"
              },
              "401": {
                "$ref": "#/components/responses/Unauthorized"
              },
              "404": {
                "$ref": "#/components/responses/NotFound"
              },
              "421": {
                "$ref": "#/components/responses/Misdirected"
              },
              "422": {
                "$ref": "#/components/responses/Refused"
              },
              "429": {
                "$ref": "#/components/responses/TooManyGuesses"
              }
            }
          }
        },
        "/settings/{key}": {
          "put": {
            "operationId": "setSetting",
            "summary": "Change a setting (as habitctl config set KEY VALUE); a null value returns it to its default (config unset)",
            "parameters": [
              {
                "name": "key",
                "in": "path",
                "required": true,
                "description": "The setting, as habitctl config list names it",
                "schema": {
                  "type": "string",
                  "minLength": 1
                }
              }
            ],
            "requestBody": {
              "required": true,
              "content": {
                "application/json": {
                  "schema": {
                    "type": "object",
                    "required": [
                      "value"
                    ],
                    "properties": {
                      "value": {
                        "type": [
                          "string",
                          "null"
                        ]
                      }
                    }
                  }
                }
              }
            },
            "responses": {
              "200": {
                "description": "Every setting, after the change",
                "content": {
                  "application/json": {
                    "schema": {
                      "type": "array",
                      "items": {
                        "$ref": "#/components/schemas/Setting"
                      }
                    }
                  }
                }
              },
              "400": {
                "$ref": "#/components/responses/BadRequest"
              },
              "401": {
                "$ref": "#/components/responses/Unauthorized"
              },
              "403": {
                "$ref": "#/components/responses/Forbidden"
              },
              "409": {
                "$ref": "#/components/responses/Conflict"
              },
              "413": {
                "$ref": "#/components/responses/TooLarge"
              },
              "421": {
                "$ref": "#/components/responses/Misdirected"
              },
              "422": {
                "$ref": "#/components/responses/Refused"
              },
              "429": {
                "$ref": "#/components/responses/TooManyGuesses"
              }
            }
          }
        },
        "/export": {
          "get": {
            "operationId": "export",
            "summary": "Everything, as habitctl export writes it (import reads it back)",
            "responses": {
              "200": {
                "description": "The export",
                "content": {
                  "application/json": {
                    "schema": {
                      "$ref": "#/components/schemas/Export"
                    }
                  }
                }
              },
              "401": {
                "$ref": "#/components/responses/Unauthorized"
              },
              "421": {
                "$ref": "#/components/responses/Misdirected"
              },
              "429": {
                "$ref": "#/components/responses/TooManyGuesses"
              }
            }
          }
        },
        "/import": {
          "post": {
            "operationId": "import",
            "summary": "Read an export back (as habitctl import FILE): all of it or nothing",
            "parameters": [
              {
                "name": "dry_run",
                "in": "query",
                "required": false,
                "description": "Check everything, write nothing",
                "schema": {
                  "type": "string",
                  "enum": [
                    "true",
                    "false"
                  ]
                }
              },
              {
                "name": "replace",
                "in": "query",
                "required": false,
                "description": "Empty the store first",
                "schema": {
                  "type": "string",
                  "enum": [
                    "true",
                    "false"
                  ]
                }
              }
            ],
            "requestBody": {
              "required": true,
              "content": {
                "application/json": {
                  "schema": {
                    "$ref": "#/components/schemas/Export"
                  }
                }
              }
            },
            "responses": {
              "200": {
                "description": "Checked (a dry run): nothing written",
                "content": {
                  "application/json": {
                    "schema": {
                      "$ref": "#/components/schemas/Imported"
                    }
                  }
                }
              },
              "201": {
                "description": "Imported",
                "content": {
                  "application/json": {
                    "schema": {
                      "$ref": "#/components/schemas/Imported"
                    }
                  }
                }
              },
              "400": {
                "$ref": "#/components/responses/BadRequest"
              },
              "401": {
                "$ref": "#/components/responses/Unauthorized"
              },
              "403": {
                "$ref": "#/components/responses/Forbidden"
              },
              "409": {
                "$ref": "#/components/responses/Conflict"
              },
              "413": {
                "$ref": "#/components/responses/TooLarge"
              },
              "421": {
                "$ref": "#/components/responses/Misdirected"
              },
              "422": {
                "$ref": "#/components/responses/Refused"
              },
              "429": {
                "$ref": "#/components/responses/TooManyGuesses"
              }
            }
          }
        },
        "/calendar.ics": {
          "get": {
            "operationId": "calendar",
            "summary": "The coming reminders and the days done as an iCalendar feed (as habitctl export --ics), for a calendar to subscribe to",
            "description": "A calendar app sends no header: this route alone also takes its token in the URL, ?token=TOKEN, and then only a read-only one ('habitctl web calendar' makes one and prints the URL).",
            "parameters": [
              {
                "name": "days",
                "in": "query",
                "required": false,
                "description": "How many days ahead (reminders) and back (days done); default 14",
                "schema": {
                  "type": "integer",
                  "minimum": 1,
                  "maximum": 366
                }
              }
            ],
            "responses": {
              "200": {
                "description": "The calendar (RFC 5545)",
                "content": {
                  "text/calendar": {
                    "schema": {
                      "type": "string"
                    }
                  }
                }
              },
              "400": {
                "$ref": "#/components/responses/BadRequest"
              },
              "401": {
                "$ref": "#/components/responses/Unauthorized"
              },
              "421": {
                "$ref": "#/components/responses/Misdirected"
              },
              "422": {
                "$ref": "#/components/responses/Refused"
              },
              "429": {
                "$ref": "#/components/responses/TooManyGuesses"
              }
            }
          }
        },
        "/sync": {
          "get": {
            "operationId": "sync",
            "summary": "This device, the devices seen and anything quarantined (as habitctl sync status --json); 409 when sync is not set up",
            "responses": {
              "200": {
                "description": "Sync",
                "content": {
                  "application/json": {
                    "schema": {
                      "$ref": "#/components/schemas/Sync"
                    }
                  }
                }
              },
              "401": {
                "$ref": "#/components/responses/Unauthorized"
              },
              "409": {
                "$ref": "#/components/responses/Conflict"
              },
              "421": {
                "$ref": "#/components/responses/Misdirected"
              },
              "429": {
                "$ref": "#/components/responses/TooManyGuesses"
              }
            }
          }
        },
        "/events": {
          "get": {
            "operationId": "events",
            "summary": "Server-sent events: 'change' whenever the store changes (a Mark done, habitctl, the API, a synced device); read the board again",
            "responses": {
              "200": {
                "description": "The stream",
                "content": {
                  "text/event-stream": {
                    "schema": {
                      "type": "object",
                      "description": "One event: 'change' with the instant it was noticed",
                      "required": [
                        "event",
                        "data"
                      ],
                      "properties": {
                        "event": {
                          "type": "string",
                          "const": "change"
                        },
                        "data": {
                          "type": "string"
                        }
                      }
                    }
                  }
                }
              },
              "401": {
                "$ref": "#/components/responses/Unauthorized"
              },
              "421": {
                "$ref": "#/components/responses/Misdirected"
              },
              "429": {
                "$ref": "#/components/responses/TooManyGuesses"
              },
              "503": {
                "$ref": "#/components/responses/TooManyStreams"
              }
            }
          }
        }
      },
      "components": {
        "securitySchemes": {
          "token": {
            "type": "http",
            "scheme": "bearer"
          }
        },
        "parameters": {
          "habit": {
            "name": "habit",
            "in": "path",
            "required": true,
            "description": "The habit's id, its UUID, or its name (any case)",
            "schema": {
              "type": "string",
              "minLength": 1
            },
            "examples": {
              "byName": {
                "value": "Read"
              },
              "byId": {
                "value": "1"
              },
              "another": {
                "value": "Run"
              }
            }
          }
        },
        "responses": {
          "BadRequest": {
            "description": "400: A body or query this route does not take (not JSON, a wrong type, nested too deep), as a problem (RFC 9457) whose detail is habitctl's words",
            "content": {
              "application/problem+json": {
                "schema": {
                  "$ref": "#/components/schemas/Problem"
                }
              }
            }
          },
          "Unauthorized": {
            "description": "401: No token, or one not known here (revoked, or never made), as a problem (RFC 9457) whose detail is habitctl's words",
            "content": {
              "application/problem+json": {
                "schema": {
                  "$ref": "#/components/schemas/Problem"
                }
              }
            }
          },
          "Forbidden": {
            "description": "403: A read-only token, or a change from another site, as a problem (RFC 9457) whose detail is habitctl's words",
            "content": {
              "application/problem+json": {
                "schema": {
                  "$ref": "#/components/schemas/Problem"
                }
              }
            }
          },
          "NotFound": {
            "description": "404: No such habit, as a problem (RFC 9457) whose detail is habitctl's words",
            "content": {
              "application/problem+json": {
                "schema": {
                  "$ref": "#/components/schemas/Problem"
                }
              }
            }
          },
          "Conflict": {
            "description": "409: A conflict in the store (sync not set up, a name another device's habit holds), as a problem (RFC 9457) whose detail is habitctl's words",
            "content": {
              "application/problem+json": {
                "schema": {
                  "$ref": "#/components/schemas/Problem"
                }
              }
            }
          },
          "TooLarge": {
            "description": "413: A body over the limit (64 KiB; 32 MiB for an import), as a problem (RFC 9457) whose detail is habitctl's words",
            "content": {
              "application/problem+json": {
                "schema": {
                  "$ref": "#/components/schemas/Problem"
                }
              }
            }
          },
          "Misdirected": {
            "description": "421: A Host header that names another server, as a problem (RFC 9457) whose detail is habitctl's words",
            "content": {
              "application/problem+json": {
                "schema": {
                  "$ref": "#/components/schemas/Problem"
                }
              }
            }
          },
          "Refused": {
            "description": "422: What habitctl refuses too (a name taken, a date before the habit's start, a value out of range), as a problem (RFC 9457) whose detail is habitctl's words",
            "content": {
              "application/problem+json": {
                "schema": {
                  "$ref": "#/components/schemas/Problem"
                }
              }
            }
          },
          "TooManyGuesses": {
            "description": "429: Too many wrong tokens from this address: wait (Retry-After), as a problem (RFC 9457) whose detail is habitctl's words",
            "content": {
              "application/problem+json": {
                "schema": {
                  "$ref": "#/components/schemas/Problem"
                }
              }
            }
          },
          "TooManyStreams": {
            "description": "503: Too many event streams open (8 a token), as a problem (RFC 9457) whose detail is habitctl's words",
            "content": {
              "application/problem+json": {
                "schema": {
                  "$ref": "#/components/schemas/Problem"
                }
              }
            }
          }
        },
        "schemas": {
          "Problem": {
            "type": "object",
            "required": [
              "type",
              "title",
              "status",
              "detail"
            ],
            "properties": {
              "type": {
                "type": "string"
              },
              "title": {
                "type": "string"
              },
              "status": {
                "type": "integer"
              },
              "detail": {
                "type": "string"
              }
            }
          },
          "DayBody": {
            "type": "object",
            "properties": {
              "date": {
                "type": [
                  "string",
                  "null"
                ],
                "format": "date",
                "description": "The local date; default the habit's today; never a future day"
              },
              "count": {
                "type": [
                  "integer",
                  "null"
                ],
                "minimum": 1,
                "maximum": 1000
              },
              "value": {
                "type": [
                  "number",
                  "null"
                ],
                "minimum": 0,
                "maximum": 9999
              },
              "note": {
                "type": [
                  "string",
                  "null"
                ],
                "maxLength": 500
              },
              "mood": {
                "type": [
                  "string",
                  "null"
                ],
                "enum": [
                  "great",
                  "good",
                  "okay",
                  "bad",
                  "awful",
                  "5",
                  "4",
                  "3",
                  "2",
                  "1",
                  null
                ]
              }
            },
            "description": "A day's details; a field left out or null takes its default"
          },
          "Outcome": {
            "type": "object",
            "required": [
              "recorded",
              "date",
              "habit"
            ],
            "properties": {
              "recorded": {
                "type": "boolean"
              },
              "date": {
                "type": "string",
                "format": "date"
              },
              "habit": {
                "$ref": "#/components/schemas/HabitEntry"
              }
            }
          },
          "Setting": {
            "type": "object",
            "required": [
              "key",
              "value",
              "is_default"
            ],
            "properties": {
              "key": {
                "type": "string"
              },
              "value": {
                "type": "string"
              },
              "is_default": {
                "type": "boolean"
              }
            }
          },
          "Status": {
            "type": "object",
            "required": [
              "due",
              "done",
              "habits"
            ],
            "properties": {
              "due": {
                "type": "array",
                "items": {
                  "type": "string"
                }
              },
              "done": {
                "type": "integer"
              },
              "habits": {
                "type": "integer"
              }
            }
          },
          "HabitEntry": {
            "type": "object",
            "description": "Every field of the habit, then where it stands on the day: the ledger's verdict, as habitctl list --json has it",
            "required": [
              "id",
              "uuid",
              "name",
              "date",
              "status",
              "due_today",
              "done_today",
              "week_done",
              "week_target",
              "current_streak",
              "best_streak"
            ],
            "properties": {
              "id": {
                "type": "integer"
              },
              "uuid": {
                "type": "string"
              },
              "name": {
                "type": "string"
              },
              "date": {
                "type": "string",
                "format": "date"
              },
              "status": {
                "type": "string",
                "enum": [
                  "done",
                  "skipped",
                  "paused",
                  "declined",
                  "due",
                  "not_due",
                  "period_met",
                  "slip",
                  "not_started",
                  "ended",
                  "archived"
                ]
              },
              "due_today": {
                "type": "boolean"
              },
              "done_today": {
                "type": "integer"
              },
              "value_today": {
                "type": "number"
              },
              "week_done": {
                "type": "integer"
              },
              "week_target": {
                "type": [
                  "integer",
                  "null"
                ]
              },
              "month_done": {
                "type": "integer"
              },
              "month_target": {
                "type": [
                  "integer",
                  "null"
                ]
              },
              "current_streak": {
                "type": "integer"
              },
              "best_streak": {
                "type": "integer"
              },
              "streak_unit": {
                "type": [
                  "string",
                  "null"
                ],
                "enum": [
                  "days",
                  "weeks",
                  "months",
                  "periods",
                  null
                ]
              },
              "ladder_step": {
                "type": [
                  "string",
                  "null"
                ]
              },
              "days_tracked": {
                "type": "integer"
              }
            },
            "additionalProperties": true
          },
          "HabitChange": {
            "type": "object",
            "additionalProperties": false,
            "description": "habitctl add's and edit's options, in snake_case: --remind-days is remind_days. Flags are booleans; repeatable options take a list. A field left out or null changes nothing.",
            "properties": {
              "name": {
                "type": [
                  "string",
                  "null"
                ],
                "minLength": 1,
                "maxLength": 60
              },
              "preset": {
                "type": [
                  "string",
                  "null"
                ]
              },
              "plain": {
                "type": [
                  "boolean",
                  "null"
                ]
              },
              "daily": {
                "type": [
                  "boolean",
                  "null"
                ]
              },
              "days": {
                "type": [
                  "string",
                  "null"
                ]
              },
              "every": {
                "type": [
                  "integer",
                  "null"
                ],
                "minimum": 1,
                "maximum": 365
              },
              "weekly": {
                "type": [
                  "integer",
                  "null"
                ],
                "minimum": 1,
                "maximum": 7
              },
              "monthly": {
                "type": [
                  "integer",
                  "null"
                ],
                "minimum": 1,
                "maximum": 31
              },
              "irregular": {
                "type": [
                  "boolean",
                  "null"
                ]
              },
              "times": {
                "type": [
                  "integer",
                  "null"
                ],
                "minimum": 1,
                "maximum": 24
              },
              "remind": {
                "oneOf": [
                  {
                    "type": "string"
                  },
                  {
                    "type": "array",
                    "items": {
                      "type": "string"
                    }
                  },
                  {
                    "type": "null"
                  }
                ]
              },
              "window": {
                "oneOf": [
                  {
                    "type": "string"
                  },
                  {
                    "type": "array",
                    "items": {
                      "type": "string"
                    }
                  },
                  {
                    "type": "null"
                  }
                ]
              },
              "remind_days": {
                "type": [
                  "string",
                  "null"
                ]
              },
              "start": {
                "type": [
                  "string",
                  "null"
                ]
              },
              "end": {
                "type": [
                  "string",
                  "null"
                ]
              },
              "zone": {
                "type": [
                  "string",
                  "null"
                ]
              },
              "goal": {
                "type": [
                  "number",
                  "string",
                  "null"
                ]
              },
              "unit": {
                "type": [
                  "string",
                  "null"
                ]
              },
              "per": {
                "type": [
                  "string",
                  "null"
                ]
              },
              "quit": {
                "type": [
                  "boolean",
                  "null"
                ]
              },
              "build": {
                "type": [
                  "boolean",
                  "null"
                ]
              },
              "category": {
                "type": [
                  "string",
                  "null"
                ]
              },
              "color": {
                "type": [
                  "string",
                  "null"
                ]
              },
              "icon": {
                "type": [
                  "string",
                  "null"
                ]
              },
              "chart": {
                "type": [
                  "string",
                  "null"
                ],
                "enum": [
                  "bar",
                  "line",
                  null
                ]
              },
              "ask_note": {
                "type": [
                  "boolean",
                  "null"
                ]
              },
              "sound": {
                "type": [
                  "string",
                  "null"
                ]
              },
              "description": {
                "type": [
                  "string",
                  "null"
                ],
                "maxLength": 300
              },
              "reward": {
                "type": [
                  "string",
                  "null"
                ]
              },
              "reward_every": {
                "type": [
                  "integer",
                  "null"
                ],
                "minimum": 1,
                "maximum": 1000
              },
              "nudge_every": {
                "type": [
                  "integer",
                  "null"
                ],
                "minimum": 5,
                "maximum": 720
              },
              "nudge_times": {
                "type": [
                  "integer",
                  "null"
                ],
                "minimum": 1,
                "maximum": 20
              },
              "message": {
                "type": [
                  "string",
                  "null"
                ]
              },
              "routine": {
                "oneOf": [
                  {
                    "type": "string"
                  },
                  {
                    "type": "array",
                    "items": {
                      "type": "string"
                    }
                  },
                  {
                    "type": "null"
                  }
                ]
              },
              "need": {
                "type": [
                  "integer",
                  "null"
                ],
                "minimum": 1,
                "maximum": 100
              },
              "new_category": {
                "type": [
                  "boolean",
                  "null"
                ]
              },
              "rename": {
                "type": [
                  "string",
                  "null"
                ],
                "minLength": 1,
                "maxLength": 60
              },
              "add_remind": {
                "oneOf": [
                  {
                    "type": "string"
                  },
                  {
                    "type": "array",
                    "items": {
                      "type": "string"
                    }
                  },
                  {
                    "type": "null"
                  }
                ]
              },
              "remove_remind": {
                "oneOf": [
                  {
                    "type": "string"
                  },
                  {
                    "type": "array",
                    "items": {
                      "type": "string"
                    }
                  },
                  {
                    "type": "null"
                  }
                ]
              },
              "no_routine": {
                "type": [
                  "boolean",
                  "null"
                ]
              },
              "no_remind": {
                "type": [
                  "boolean",
                  "null"
                ]
              },
              "reminders": {
                "type": [
                  "string",
                  "null"
                ],
                "enum": [
                  "off",
                  "on",
                  null
                ]
              },
              "no_end": {
                "type": [
                  "boolean",
                  "null"
                ]
              },
              "no_zone": {
                "type": [
                  "boolean",
                  "null"
                ]
              },
              "no_window": {
                "type": [
                  "boolean",
                  "null"
                ]
              },
              "no_goal": {
                "type": [
                  "boolean",
                  "null"
                ]
              },
              "no_category": {
                "type": [
                  "boolean",
                  "null"
                ]
              },
              "no_reward": {
                "type": [
                  "boolean",
                  "null"
                ]
              },
              "no_nudge": {
                "type": [
                  "boolean",
                  "null"
                ]
              },
              "yes": {
                "type": [
                  "boolean",
                  "null"
                ]
              }
            }
          },
          "Changed": {
            "type": "object",
            "required": [
              "habit",
              "warnings"
            ],
            "properties": {
              "habit": {
                "$ref": "#/components/schemas/HabitEntry"
              },
              "suggested": {
                "type": "array",
                "items": {
                  "type": "string"
                }
              },
              "warnings": {
                "type": "array",
                "items": {
                  "type": "string"
                }
              },
              "said": {
                "type": "string"
              }
            }
          },
          "Verdict": {
            "type": "string",
            "enum": [
              "done",
              "partly",
              "missed",
              "due",
              "upcoming",
              "not_due",
              "skipped",
              "paused",
              "declined",
              "slip",
              "kept",
              "covered"
            ]
          },
          "BoardEntry": {
            "type": "object",
            "required": [
              "name",
              "color",
              "status",
              "status_text",
              "due_today",
              "progress",
              "streak",
              "week"
            ],
            "properties": {
              "id": {
                "type": "integer"
              },
              "name": {
                "type": "string"
              },
              "icon": {
                "type": [
                  "string",
                  "null"
                ]
              },
              "initials": {
                "type": "string"
              },
              "color": {
                "type": "string"
              },
              "kind": {
                "type": "string",
                "enum": [
                  "build",
                  "quit"
                ]
              },
              "pinned": {
                "type": "boolean"
              },
              "is_routine": {
                "type": "boolean"
              },
              "under_routine": {
                "type": [
                  "string",
                  "null"
                ]
              },
              "date": {
                "type": "string",
                "format": "date"
              },
              "status": {
                "type": "string"
              },
              "status_text": {
                "type": "string"
              },
              "due_today": {
                "type": "boolean"
              },
              "goal": {
                "type": [
                  "number",
                  "null"
                ]
              },
              "unit": {
                "type": [
                  "string",
                  "null"
                ]
              },
              "value_today": {
                "type": "number"
              },
              "done_today": {
                "type": "integer"
              },
              "progress": {
                "type": "string"
              },
              "streak": {
                "type": "string"
              },
              "current_streak": {
                "type": "integer"
              },
              "ladder_step": {
                "type": [
                  "string",
                  "null"
                ]
              },
              "week": {
                "type": "array",
                "items": {
                  "type": "object",
                  "required": [
                    "date",
                    "verdict",
                    "cell",
                    "words"
                  ],
                  "properties": {
                    "date": {
                      "type": "string",
                      "format": "date"
                    },
                    "verdict": {
                      "$ref": "#/components/schemas/Verdict"
                    },
                    "cell": {
                      "type": "string",
                      "enum": [
                        "done",
                        "skipped",
                        "paused",
                        "declined",
                        "open",
                        "not_due"
                      ]
                    },
                    "words": {
                      "type": "string",
                      "description": "The verdict in the request's language, for a label"
                    }
                  }
                }
              }
            }
          },
          "Board": {
            "type": "object",
            "required": [
              "today",
              "week_start",
              "sections"
            ],
            "properties": {
              "today": {
                "type": "string",
                "format": "date"
              },
              "week_start": {
                "type": "string"
              },
              "sections": {
                "type": "array",
                "items": {
                  "type": "object",
                  "required": [
                    "habits"
                  ],
                  "properties": {
                    "heading": {
                      "type": [
                        "string",
                        "null"
                      ]
                    },
                    "habits": {
                      "type": "array",
                      "items": {
                        "$ref": "#/components/schemas/BoardEntry"
                      }
                    }
                  }
                }
              }
            }
          },
          "Detail": {
            "type": "object",
            "required": [
              "habit",
              "today",
              "status",
              "week",
              "days",
              "history",
              "streaks",
              "days_tracked"
            ],
            "properties": {
              "habit": {
                "type": "object"
              },
              "today": {
                "type": "string",
                "format": "date"
              },
              "status": {
                "type": "string"
              },
              "week_done": {
                "type": "integer"
              },
              "week_target": {
                "type": [
                  "integer",
                  "null"
                ]
              },
              "week": {
                "type": "array",
                "items": {
                  "type": "object",
                  "required": [
                    "date",
                    "verdict",
                    "count",
                    "value"
                  ],
                  "properties": {
                    "date": {
                      "type": "string",
                      "format": "date"
                    },
                    "verdict": {
                      "$ref": "#/components/schemas/Verdict"
                    },
                    "count": {
                      "type": "integer"
                    },
                    "value": {
                      "type": "number"
                    }
                  }
                }
              },
              "days": {
                "type": "array",
                "items": {
                  "type": "object",
                  "required": [
                    "date",
                    "verdict",
                    "count",
                    "value"
                  ],
                  "properties": {
                    "date": {
                      "type": "string",
                      "format": "date"
                    },
                    "verdict": {
                      "$ref": "#/components/schemas/Verdict"
                    },
                    "count": {
                      "type": "integer"
                    },
                    "value": {
                      "type": "number"
                    }
                  }
                }
              },
              "history": {
                "type": "array",
                "items": {
                  "type": "object",
                  "required": [
                    "date",
                    "verdict",
                    "count",
                    "value"
                  ],
                  "properties": {
                    "date": {
                      "type": "string",
                      "format": "date"
                    },
                    "verdict": {
                      "$ref": "#/components/schemas/Verdict"
                    },
                    "count": {
                      "type": "integer"
                    },
                    "value": {
                      "type": "number"
                    }
                  }
                }
              },
              "streaks": {
                "type": "object",
                "properties": {
                  "streak_unit": {
                    "type": [
                      "string",
                      "null"
                    ]
                  },
                  "current_streak": {
                    "type": "integer"
                  },
                  "best_streak": {
                    "type": "integer"
                  },
                  "milestones_reached": {
                    "type": "array",
                    "items": {
                      "type": "object",
                      "properties": {
                        "name": {
                          "type": "string"
                        },
                        "reached_on": {
                          "type": "string",
                          "format": "date"
                        }
                      }
                    }
                  },
                  "ladder_step": {
                    "type": [
                      "string",
                      "null"
                    ]
                  },
                  "next_milestone": {
                    "type": [
                      "string",
                      "null"
                    ]
                  },
                  "next_milestone_in": {
                    "type": [
                      "integer",
                      "null"
                    ]
                  }
                }
              },
              "days_tracked": {
                "type": "integer"
              }
            }
          },
          "Stats": {
            "type": "object",
            "required": [
              "from",
              "to",
              "current_streak",
              "best_streak",
              "completions",
              "completion_rate",
              "trend"
            ],
            "properties": {
              "from": {
                "type": "string",
                "format": "date"
              },
              "to": {
                "type": "string",
                "format": "date"
              },
              "habit": {
                "type": [
                  "string",
                  "null"
                ]
              },
              "current_streak": {
                "type": "integer"
              },
              "best_streak": {
                "type": "integer"
              },
              "completions": {
                "type": "integer"
              },
              "due_periods": {
                "type": "integer"
              },
              "satisfied_periods": {
                "type": "integer"
              },
              "completion_rate": {
                "type": [
                  "number",
                  "null"
                ]
              },
              "average_per_day": {
                "type": "number"
              },
              "perfect_days": {
                "type": [
                  "integer",
                  "null"
                ]
              },
              "trend_unit": {
                "type": "string"
              },
              "trend": {
                "type": "array",
                "items": {
                  "type": "object"
                }
              }
            }
          },
          "Reminder": {
            "type": "object",
            "required": [
              "habit",
              "at",
              "local",
              "date",
              "reminders",
              "deferred",
              "nudge",
              "zone"
            ],
            "properties": {
              "habit": {
                "type": "string"
              },
              "at": {
                "type": "string",
                "format": "date-time"
              },
              "local": {
                "type": "string"
              },
              "date": {
                "type": "string",
                "format": "date"
              },
              "reminders": {
                "type": "array",
                "items": {
                  "type": "string"
                }
              },
              "deferred": {
                "type": "boolean"
              },
              "nudge": {
                "type": "integer"
              },
              "zone": {
                "type": "string"
              }
            }
          },
          "Export": {
            "type": "object",
            "required": [
              "format"
            ],
            "properties": {
              "format": {
                "type": "string",
                "const": "habitd-export"
              },
              "version": {
                "type": "integer"
              },
              "settings": {
                "type": "object",
                "additionalProperties": {
                  "type": "string"
                }
              },
              "categories": {
                "type": "array",
                "items": {
                  "type": "string"
                }
              },
              "habits": {
                "type": "array",
                "items": {
                  "type": "object"
                }
              }
            },
            "description": "habitctl export's JSON; a list left out is empty"
          },
          "Imported": {
            "type": "object",
            "required": [
              "dry_run",
              "habits",
              "completions"
            ],
            "properties": {
              "dry_run": {
                "type": "boolean"
              },
              "habits": {
                "type": "integer"
              },
              "completions": {
                "type": "integer"
              }
            }
          },
          "Sync": {
            "type": "object",
            "required": [
              "device",
              "folder",
              "operations",
              "unpublished",
              "devices",
              "quarantined"
            ],
            "properties": {
              "device": {
                "type": "string"
              },
              "folder": {
                "type": "string"
              },
              "operations": {
                "type": "integer"
              },
              "unpublished": {
                "type": "integer"
              },
              "segments": {
                "type": "integer"
              },
              "segment_bytes": {
                "type": "integer"
              },
              "devices": {
                "type": "array",
                "items": {
                  "type": "object"
                }
              },
              "quarantined": {
                "type": "array",
                "items": {
                  "type": "object"
                }
              }
            }
          },
          "Toggled": {
            "type": "object",
            "required": [
              "outcome",
              "date",
              "habit"
            ],
            "properties": {
              "outcome": {
                "type": "string",
                "enum": [
                  "done",
                  "declined",
                  "undone"
                ]
              },
              "date": {
                "type": "string",
                "format": "date"
              },
              "habit": {
                "$ref": "#/components/schemas/HabitEntry"
              }
            }
          },
          "Slipped": {
            "type": "object",
            "required": [
              "recorded",
              "date",
              "habit"
            ],
            "properties": {
              "recorded": {
                "type": "boolean"
              },
              "date": {
                "type": "string",
                "format": "date"
              },
              "streak_was": {
                "type": [
                  "string",
                  "null"
                ]
              },
              "habit": {
                "$ref": "#/components/schemas/HabitEntry"
              }
            }
          }
        }
      }
    }
    """#
}
