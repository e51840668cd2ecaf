"""Checks of CI's Schemathesis run beyond the built-in ones (loaded by schemathesis.toml)."""
import schemathesis

VALIDATION_CODES = {"invalid_request", "invalid_json"}


@schemathesis.check
def schema_valid_passes_validation(ctx, response, case):
    """A request Schemathesis generated as valid for the document must never be refused by validation.

    positive_data_acceptance accepts 400 (see schemathesis.toml: refusals of the domain, declared
    with their codes); this check fails when the 400 is validation's own (`invalid_request`,
    `invalid_json`), i.e. when the document allows what the service's schemas refuse.
    """
    meta = case.meta
    if meta is None or not meta.generation.mode.is_positive or response.status_code != 400:
        return None
    try:
        code = response.json().get("code")
    except Exception:  # not JSON: response_schema_conformance reports it
        return None
    if code in VALIDATION_CODES:
        raise AssertionError(
            f"A schema-valid request was refused by validation ({code}): {response.text[:600]}"
        )
    return None
