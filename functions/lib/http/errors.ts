/** Domain errors a use case throws; the HTTP middleware maps them to status codes. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: { path: string; message: string }[],
  ) {
    super(message);
  }
}

export class ValidationError extends HttpError {
  constructor(errors: { path: string; message: string }[], message = 'Por favor, revisá los errores para poder continuar') {
    super(400, message, errors);
  }
}
export class UnauthorizedError extends HttpError {
  constructor(message = 'Sesión inválida o vencida. Volvé a iniciar sesión.') {
    super(401, message);
  }
}
export class ForbiddenError extends HttpError {
  constructor(message = 'No tenés permiso para realizar esta operación.') {
    super(403, message);
  }
}
export class NotFoundError extends HttpError {
  constructor(message = 'No encontramos lo que buscabas.') {
    super(404, message);
  }
}
export class ConflictError extends HttpError {
  constructor(message: string) {
    super(409, message);
  }
}
