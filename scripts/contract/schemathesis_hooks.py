"""Checks of CI's Schemathesis run beyond the built-in ones (loaded by schemathesis.toml)."""
import schemathesis
from schemathesis.core.parameters import ParameterLocation

VALIDATION_CODES = {"invalid_request", "invalid_json"}


def _parameters_match_document(case) -> bool:
    """Whether the case's path and query values are valid for the document, judged here.

    The stateful phase fills parameters from earlier answers (links, and links Schemathesis infers
    from URLs in bodies, such as get_site_info's page templates `/listings/{slug}`), and keeps the
    case marked positive whatever the value. So the check judges the values itself: a request that
    does not match the document is not one the service owes acceptance. Pinned to Schemathesis 4.32.5
    (.ci/run), whose Case._validate_component is the validator its own generation uses.
    """
    validator_cls = case.operation.schema.adapter.jsonschema_validator_cls
    for location, value in (
        (ParameterLocation.PATH, case.path_parameters),
        (ParameterLocation.QUERY, case.query),
    ):
        if not value:
            continue
        try:
            if not case._validate_component(location, value, validator_cls):
                return False
        except Exception:  # a schema the validator cannot load cannot judge: keep the check
            continue
    return True


@schemathesis.check
def schema_valid_passes_validation(ctx, response, case):
    """A request valid for the document must never be refused by validation.

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
    if code in VALIDATION_CODES and _parameters_match_document(case):
        raise AssertionError(
            f"A schema-valid request was refused by validation ({code}): {response.text[:600]}"
        )
    return None
