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
        "description": "The habits habitd keeps, over HTTP. Every route but this document needs a token: 'Authorization: Bearer TOKEN' ('habitctl web token new --name NAME' makes one). Errors are RFC 9457 problem details whose detail is what habitctl says."
      },
      "servers": [{ "url": "http://127.0.0.1:8738/api/v1" }],
      "security": [{ "token": [] }],
      "paths": {
        "/openapi.json": {
          "get": {
            "operationId": "document", "summary": "This document", "security": [],
            "responses": { "200": { "description": "The OpenAPI document", "content": { "application/json": { "schema": { "type": "object" } } } } }
          }
        },
        "/habits": {
          "get": {
            "operationId": "listHabits", "summary": "Every habit and where it stands today (as habitctl list --json)",
            "parameters": [{ "name": "archived", "in": "query", "required": false, "schema": { "type": "string", "enum": ["true", "false"] } }],
            "responses": {
              "200": { "description": "The habits, in the board's order", "content": { "application/json": { "schema": { "type": "array", "items": { "$ref": "#/components/schemas/HabitEntry" } } } } },
              "401": { "$ref": "#/components/responses/Unauthorized" }
            }
          }
        },
        "/habits/{habit}": {
          "get": {
            "operationId": "getHabit", "summary": "One habit and where it stands today",
            "parameters": [{ "$ref": "#/components/parameters/habit" }],
            "responses": {
              "200": { "description": "The habit", "content": { "application/json": { "schema": { "$ref": "#/components/schemas/HabitEntry" } } } },
              "401": { "$ref": "#/components/responses/Unauthorized" },
              "422": { "$ref": "#/components/responses/Refused" }
            }
          }
        },
        "/habits/{habit}/done": {
          "post": {
            "operationId": "done", "summary": "Record a completion (as habitctl done)",
            "parameters": [{ "$ref": "#/components/parameters/habit" }],
            "requestBody": { "required": false, "content": { "application/json": { "schema": { "$ref": "#/components/schemas/DayBody" } } } },
            "responses": {
              "201": { "description": "Recorded", "content": { "application/json": { "schema": { "$ref": "#/components/schemas/Outcome" } } } },
              "200": { "description": "The day was done already: nothing recorded", "content": { "application/json": { "schema": { "$ref": "#/components/schemas/Outcome" } } } },
              "400": { "$ref": "#/components/responses/BadRequest" },
              "401": { "$ref": "#/components/responses/Unauthorized" },
              "403": { "$ref": "#/components/responses/Forbidden" },
              "422": { "$ref": "#/components/responses/Refused" }
            }
          }
        },
        "/habits/{habit}/undo": {
          "post": {
            "operationId": "undo", "summary": "Remove the day's last completion, or its no (as habitctl undo)",
            "parameters": [{ "$ref": "#/components/parameters/habit" }],
            "requestBody": { "required": false, "content": { "application/json": { "schema": { "$ref": "#/components/schemas/DayBody" } } } },
            "responses": {
              "200": { "description": "Undone", "content": { "application/json": { "schema": { "$ref": "#/components/schemas/Outcome" } } } },
              "400": { "$ref": "#/components/responses/BadRequest" },
              "401": { "$ref": "#/components/responses/Unauthorized" },
              "403": { "$ref": "#/components/responses/Forbidden" },
              "422": { "$ref": "#/components/responses/Refused" }
            }
          }
        },
        "/habits/{habit}/skip": {
          "post": {
            "operationId": "skip", "summary": "Skip a day on purpose, future days too (as habitctl skip)",
            "parameters": [{ "$ref": "#/components/parameters/habit" }],
            "requestBody": { "required": false, "content": { "application/json": { "schema": { "$ref": "#/components/schemas/DayBody" } } } },
            "responses": {
              "201": { "description": "Skipped", "content": { "application/json": { "schema": { "$ref": "#/components/schemas/Outcome" } } } },
              "400": { "$ref": "#/components/responses/BadRequest" },
              "401": { "$ref": "#/components/responses/Unauthorized" },
              "403": { "$ref": "#/components/responses/Forbidden" },
              "422": { "$ref": "#/components/responses/Refused" }
            }
          }
        },
        "/habits/{habit}/unskip": {
          "post": {
            "operationId": "unskip", "summary": "Take a skip back (as habitctl unskip)",
            "parameters": [{ "$ref": "#/components/parameters/habit" }],
            "requestBody": { "required": false, "content": { "application/json": { "schema": { "$ref": "#/components/schemas/DayBody" } } } },
            "responses": {
              "200": { "description": "Unskipped", "content": { "application/json": { "schema": { "$ref": "#/components/schemas/Outcome" } } } },
              "400": { "$ref": "#/components/responses/BadRequest" },
              "401": { "$ref": "#/components/responses/Unauthorized" },
              "403": { "$ref": "#/components/responses/Forbidden" },
              "422": { "$ref": "#/components/responses/Refused" }
            }
          }
        },
        "/categories": {
          "get": {
            "operationId": "listCategories", "summary": "The categories, by name (as habitctl category list)",
            "responses": {
              "200": { "description": "Their names", "content": { "application/json": { "schema": { "type": "array", "items": { "type": "string" } } } } },
              "401": { "$ref": "#/components/responses/Unauthorized" }
            }
          }
        },
        "/settings": {
          "get": {
            "operationId": "listSettings", "summary": "Every setting and its value (as habitctl config list --json)",
            "responses": {
              "200": { "description": "The settings", "content": { "application/json": { "schema": { "type": "array", "items": { "$ref": "#/components/schemas/Setting" } } } } },
              "401": { "$ref": "#/components/responses/Unauthorized" }
            }
          }
        },
        "/status": {
          "get": {
            "operationId": "status", "summary": "How today stands",
            "responses": {
              "200": { "description": "Today", "content": { "application/json": { "schema": { "$ref": "#/components/schemas/Status" } } } },
              "401": { "$ref": "#/components/responses/Unauthorized" }
            }
          }
        }
      },
      "components": {
        "securitySchemes": { "token": { "type": "http", "scheme": "bearer" } },
        "parameters": {
          "habit": { "name": "habit", "in": "path", "required": true, "description": "The habit's id, or its name (any case)", "schema": { "type": "string", "minLength": 1 } }
        },
        "responses": {
          "Unauthorized": { "description": "No token, or one not known here", "content": { "application/problem+json": { "schema": { "$ref": "#/components/schemas/Problem" } } } },
          "Forbidden": { "description": "A read-only token, or a change from another site", "content": { "application/problem+json": { "schema": { "$ref": "#/components/schemas/Problem" } } } },
          "BadRequest": { "description": "A body that is not the JSON the route takes", "content": { "application/problem+json": { "schema": { "$ref": "#/components/schemas/Problem" } } } },
          "Refused": { "description": "What habitctl refuses too, in its words", "content": { "application/problem+json": { "schema": { "$ref": "#/components/schemas/Problem" } } } }
        },
        "schemas": {
          "Problem": {
            "type": "object", "required": ["type", "title", "status", "detail"],
            "properties": { "type": { "type": "string" }, "title": { "type": "string" }, "status": { "type": "integer" }, "detail": { "type": "string" } }
          },
          "DayBody": {
            "type": "object",
            "properties": {
              "date": { "type": "string", "format": "date", "description": "The local date; default the habit's today; never a future day" },
              "count": { "type": "integer", "minimum": 1 },
              "value": { "type": "number", "minimum": 0 },
              "note": { "type": "string" },
              "mood": { "type": "string", "enum": ["great", "good", "okay", "bad", "awful", "5", "4", "3", "2", "1"] }
            }
          },
          "Outcome": {
            "type": "object", "required": ["recorded", "date", "habit"],
            "properties": { "recorded": { "type": "boolean" }, "date": { "type": "string", "format": "date" }, "habit": { "$ref": "#/components/schemas/HabitEntry" } }
          },
          "Setting": {
            "type": "object", "required": ["key", "value", "is_default"],
            "properties": { "key": { "type": "string" }, "value": { "type": "string" }, "is_default": { "type": "boolean" } }
          },
          "Status": {
            "type": "object", "required": ["due", "done", "habits"],
            "properties": { "due": { "type": "array", "items": { "type": "string" } }, "done": { "type": "integer" }, "habits": { "type": "integer" } }
          },
          "HabitEntry": {
            "type": "object", "description": "Every field of the habit, then where it stands on the day: the ledger's verdict, as habitctl list --json has it",
            "required": ["id", "uuid", "name", "date", "status", "due_today", "done_today", "week_done", "week_target", "current_streak", "best_streak"],
            "properties": {
              "id": { "type": "integer" }, "uuid": { "type": "string" }, "name": { "type": "string" },
              "date": { "type": "string", "format": "date" },
              "status": { "type": "string", "enum": ["done", "skipped", "paused", "declined", "due", "not_due", "period_met", "slip", "not_started", "ended", "archived"] },
              "due_today": { "type": "boolean" }, "done_today": { "type": "integer" }, "value_today": { "type": "number" },
              "week_done": { "type": "integer" }, "week_target": { "type": ["integer", "null"] },
              "month_done": { "type": "integer" }, "month_target": { "type": ["integer", "null"] },
              "current_streak": { "type": "integer" }, "best_streak": { "type": "integer" },
              "streak_unit": { "type": ["string", "null"], "enum": ["days", "weeks", "months", "periods", null] },
              "ladder_step": { "type": ["string", "null"] }, "days_tracked": { "type": "integer" }
            },
            "additionalProperties": true
          }
        }
      }
    }
    """#
}
