import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { CAMPOS } from './campos.ts';
import { DICCIONARIO, tieneTraduccion } from './traducir.ts';

/** A message literal a user can see, where the source writes it. */
interface Literal {
  archivo: string;
  linea: number;
  /** The text, each `${…}` of a template as `{}`. */
  texto: string;
}

const HTTP_ERRORS = new Set([
  'HttpError',
  'ValidationError',
  'UnauthorizedError',
  'ForbiddenError',
  'NotFoundError',
  'ConflictError',
]);
/** Zod builders whose string arguments are values or keys, not messages. */
const NOT_MESSAGES = new Set([
  'literal',
  'enum',
  'describe',
  'meta',
  '_default',
  'prefault',
  'discriminatedUnion',
  'templateLiteral',
]);
/** Checks whose first argument is the value checked: only a later one is the message. */
// prettier-ignore
const VALUE_FIRST = new Set([
  'startsWith', 'endsWith', 'includes', 'regex', 'minLength', 'maxLength', 'length', 'minimum', 'maximum', 'gt', 'gte', 'lt',
  'lte', 'min', 'max', 'multipleOf', 'refine', 'superRefine', 'nonempty', 'email', 'url',
]);

const fuentes = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = join(dir, e.name);
    if (e.isDirectory()) return fuentes(p);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [p] : [];
  });

const textos = (n: ts.Node): string[] => {
  if (ts.isStringLiteral(n) || ts.isNoSubstitutionTemplateLiteral(n)) return [n.text];
  if (ts.isTemplateExpression(n)) return [n.head.text + n.templateSpans.map((s) => `{}${s.literal.text}`).join('')];
  if (ts.isConditionalExpression(n)) return [...textos(n.whenTrue), ...textos(n.whenFalse)];
  if (ts.isParenthesizedExpression(n)) return textos(n.expression);
  if (ts.isBinaryExpression(n) && n.operatorToken.kind === ts.SyntaxKind.QuestionQuestionToken) return textos(n.right);
  return [];
};
const nombre = (n: ts.Node | undefined) => (n && ts.isIdentifier(n) ? n.text : undefined);
/** `z.string`, `z.iso.date`: a call whose chain starts at the zod namespace. */
const raizZod = (e: ts.Expression): boolean =>
  ts.isPropertyAccessExpression(e) ? raizZod(e.expression) : ts.isIdentifier(e) && e.text === 'z';

/** Every user-visible message literal of one source file. */
const literalesDe = (archivo: string, raiz: string): Literal[] => {
  const src = ts.createSourceFile(archivo, readFileSync(archivo, 'utf8'), ts.ScriptTarget.Latest, true);
  const enFunctions = relative(raiz, archivo).startsWith('functions');
  // A message kept in a constant of the file counts where the constant is used.
  const consts = new Map<string, ts.Expression>();
  const reunir = (n: ts.Node): void => {
    if (ts.isVariableDeclaration(n) && ts.isIdentifier(n.name) && n.initializer) consts.set(n.name.text, n.initializer);
    ts.forEachChild(n, reunir);
  };
  reunir(src);

  const out: Literal[] = [];
  const anotar = (n: ts.Node | undefined): void => {
    if (!n) return;
    const r = ts.isIdentifier(n) ? (consts.get(n.text) ?? n) : n;
    const linea = src.getLineAndCharacterOfPosition(n.getStart()).line + 1;
    for (const texto of textos(r)) if (/\p{L}/u.test(texto)) out.push({ archivo: relative(raiz, archivo), linea, texto });
    if (ts.isArrayLiteralExpression(r)) r.elements.forEach(anotar);
    if (ts.isObjectLiteralExpression(r))
      for (const p of r.properties) if (ts.isPropertyAssignment(p) && nombre(p.name) === 'message') anotar(p.initializer);
  };
  /** Every literal under a node: the bodies of message-building helpers. */
  const todos = (n: ts.Node): void => {
    // An error code compared against (`err.code === 'ETIMEDOUT'`) is not a message.
    const comparado = ts.isBinaryExpression(n.parent) && /=/.test(n.parent.operatorToken.getText());
    if (textos(n).length && !ts.isConditionalExpression(n)) return comparado ? undefined : anotar(n);
    ts.forEachChild(n, todos);
  };

  const visitar = (n: ts.Node): void => {
    // A field error ({path, message}), zod's params ({message}/{error}) and the engines' {mensaje}.
    if (ts.isPropertyAssignment(n)) {
      const p = nombre(n.name);
      const objeto = n.parent;
      const conPath = objeto.properties.some((q) => nombre(q.name) === 'path');
      const parametro = ts.isCallExpression(objeto.parent);
      if ((p === 'mensaje' && !enFunctions) || ((p === 'message' || p === 'error') && (conPath || parametro)))
        anotar(n.initializer);
    }
    // Helpers named for the messages they build (shared/validators/messages.ts `mensajes`).
    if ((ts.isVariableDeclaration(n) || ts.isParameter(n)) && /^mensaje/i.test(nombre(n.name) ?? '') && n.initializer)
      todos(n.initializer);
    if (ts.isCallExpression(n) && ts.isPropertyAccessExpression(n.expression)) {
      const metodo = n.expression.name.text;
      const ultimo = n.arguments.at(-1);
      const minimo = VALUE_FIRST.has(metodo) ? 2 : 1;
      const esZod = raizZod(n.expression) || VALUE_FIRST.has(metodo);
      if (esZod && !NOT_MESSAGES.has(metodo) && n.arguments.length >= minimo && ultimo && !ts.isObjectLiteralExpression(ultimo))
        anotar(ultimo);
    }
    if (ts.isNewExpression(n) && HTTP_ERRORS.has(nombre(n.expression) ?? '')) n.arguments?.forEach(anotar);
    // An HttpError subclass's default message.
    if (ts.isClassDeclaration(n) && n.heritageClauses?.some((h) => h.types.some((t) => HTTP_ERRORS.has(t.expression.getText()))))
      for (const m of n.members) if (ts.isConstructorDeclaration(m)) m.parameters.forEach((p) => anotar(p.initializer));
    ts.forEachChild(n, visitar);
  };
  visitar(src);
  return out;
};

/** The user-visible message literals of shared/ and functions/ (tests and the dictionary itself left out). */
const literalesVisibles = (raiz: string): Literal[] =>
  ['shared', 'functions']
    .flatMap((d) => fuentes(join(raiz, d)))
    .filter((a) => !a.includes(join('shared', 'i18n')))
    .flatMap((a) => literalesDe(a, raiz));

const RAIZ = join(import.meta.dirname, '..', '..', '..');
const literales = literalesVisibles(RAIZ);
/** A template's `{}` filled with a sample value, as a real message would be. */
const muestra = (texto: string) => texto.replaceAll('{}', '7');

describe('the walk over shared/ and functions/', () => {
  const encontrado = (archivo: string, texto: string) => literales.some((l) => l.archivo === archivo && l.texto === texto);

  it('finds each kind of message a user sees', () => {
    // zod messages: a check's message, a builder's error option, the form helpers.
    expect(encontrado('shared/contract/schemas/viaje-especifico.ts', 'Requerido')).toBe(true);
    expect(encontrado('shared/contract/operations/certificados.ts', 'Fecha inválida')).toBe(true);
    expect(encontrado('shared/validators/messages.ts', 'El campo {} es requerido')).toBe(true);
    // HttpError subclasses' defaults and `new …Error(…)` calls, field errors included.
    expect(encontrado('functions/lib/http/errors.ts', 'No tenés permiso para realizar esta operación.')).toBe(true);
    expect(encontrado('functions/siniestros/patch-siniestro.ts', 'Corregir los errores.')).toBe(true);
    expect(literales.some((l) => l.archivo.startsWith('functions/') && l.texto === 'El certificado no existe.')).toBe(true);
    // The engines' messages.
    expect(encontrado('shared/rating-anual/motor.ts', 'La cobertura no admite la operación {}')).toBe(true);
  });

  it('leaves out values that are not messages', () => {
    const textos = new Set(literales.map((l) => l.texto));
    for (const valor of ['desc', 'asc', 'SumaAsegurada', 'ramo', 'ETIMEDOUT', 'faltaDecision'])
      expect(textos.has(valor), valor).toBe(false);
  });
});

describe('pt-BR messages (every Spanish message a pt-BR user can see)', () => {
  it('has a pt-BR text for every message literal of shared/ and functions/', () => {
    const sinTraduccion = literales
      .filter((l) => !tieneTraduccion(muestra(l.texto)))
      .map((l) => `${l.archivo}:${l.linea} ${l.texto}`);
    expect(sinTraduccion).toEqual([]);
  });

  /** pt-BR texts written as the Spanish ones because Portuguese writes them the same, each reviewed. */
  // prettier-ignore
  const IGUALES = new Set([
    'Idempotency-Key inválida', 'Valor inválido', 'Hora inválida (HH:MM)', 'Identificador inválido', 'Código inválido', 'Estado inválido',
    'Cursor inválido', 'Coordenada inválida', 'Incoterm inválido',
  ]);
  /** Words and marks only Spanish uses (the i18n test's list, the message vocabulary added). */
  const SOLO_ESPANOL =
    /[ñ¿¡]|ción\b|ciones\b|\b(el|los|del|y|una|hay|su|sus|tenés|podés|volvé|póliza|siniestro|cotización|mercadería)\b/iu;

  it('translates each entry, keeping its placeholders', () => {
    const placeholders = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    for (const [es, pt] of Object.entries(DICCIONARIO)) {
      expect(placeholders(pt), es).toEqual(placeholders(es));
      if (pt === es) expect(IGUALES.has(es), `"${es}" is copied verbatim`).toBe(true);
      expect(SOLO_ESPANOL.test(pt.replace(/\{\w+\}/g, '')), `"${pt}" reads as Spanish`).toBe(false);
    }
  });

  it('names the interpolated fields in Portuguese', () => {
    expect(Object.values(CAMPOS).filter((pt) => SOLO_ESPANOL.test(pt))).toEqual([]);
  });
});
