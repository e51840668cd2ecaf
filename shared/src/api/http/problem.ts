/**
 * One error shape for the whole API: RFC 9457 problem details (`application/problem+json`) with a
 * stable machine `code` and, for 400s, per-field errors. Handlers throw a Problem; the edge renders it.
 */

export interface FieldError {
  /** Where the fault is: `body.fields.name`, `query.per_page`, `params.slug`, `header.Idempotency-Key`. */
  field: string;
  code: string;
  message: string;
}

export interface ProblemBody {
  type: string;
  title: string;
  status: number;
  detail: string;
  code: string;
  instance?: string;
  errors?: FieldError[];
  [extension: string]: unknown;
}

export const PROBLEM_CONTENT_TYPE = 'application/problem+json';

const TITLES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
  413: 'Content Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Content',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  501: 'Not Implemented',
  503: 'Service Unavailable',
};

export class Problem extends Error {
  override readonly name = 'Problem';
  readonly status: number;
  readonly code: string;
  readonly detail: string;
  readonly extras: {
    errors?: FieldError[];
    headers?: Record<string, string>;
    extensions?: Record<string, unknown>;
  };

  constructor(
    status: number,
    code: string,
    detail: string,
    extras: {
      errors?: FieldError[];
      headers?: Record<string, string>;
      extensions?: Record<string, unknown>;
    } = {},
  ) {
    super(detail);
    this.status = status;
    this.code = code;
    this.detail = detail;
    this.extras = extras;
  }

  get headers(): Record<string, string> {
    return this.extras.headers ?? {};
  }

  toBody(instance?: string): ProblemBody {
    return {
      type: `/docs/errors#${this.code}`,
      title: TITLES[this.status] ?? 'Error',
      status: this.status,
      detail: this.detail,
      code: this.code,
      ...(instance ? { instance } : {}),
      ...(this.extras.errors ? { errors: this.extras.errors } : {}),
      ...this.extras.extensions,
    };
  }
}

export const invalidRequest = (errors: FieldError[]): Problem =>
  new Problem(
    400,
    'invalid_request',
    `The request is not valid: ${errors.map((e) => `${e.field} ${e.message}`).join('; ')}`,
    { errors },
  );

export const notFound = (what: string): Problem => new Problem(404, 'not_found', `${what} was not found.`);
