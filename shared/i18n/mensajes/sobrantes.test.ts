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
  /** A field name a message interpolates (`mensajes.requerido('tasa')`), not a message. */
  campo?: true;
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
const NOT_MESSAGES = new Set(['describe', 'meta', '_default', 'prefault', 'discriminatedUnion', 'templateLiteral']);
/** Checks whose first argument is the value checked: only a later one is the message. */
// prettier-ignore
const VALUE_FIRST = new Set([
  'startsWith', 'endsWith', 'includes', 'regex', 'minLength', 'maxLength', 'length', 'minimum', 'maximum', 'gt', 'gte', 'lt',
  'lte', 'min', 'max', 'multipleOf', 'refine', 'superRefine', 'enum', 'literal',
]);
/** Classic zod's chained checks whose only argument is the message (`.email('…')`). */
const SOLO_MENSAJE = new Set(['email', 'url', 'nonempty']);

const fuentes = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = join(dir, e.name);
    if (e.isDirectory()) return fuentes(p);
    return /\.tsx?$/.test(e.name) && !/\.(test|fixtures)\.tsx?$/.test(e.name) ? [p] : [];
  });

const textos = (n: ts.Node): string[] => {
  if (ts.isStringLiteral(n) || ts.isNoSubstitutionTemplateLiteral(n)) return [n.text];
  if (ts.isTemplateExpression(n))
    // A value chosen between two literals ('el tipo' or 'los tipos') gives one message per choice.
    return n.templateSpans.reduce(
      (variantes, s) => {
        const e = s.expression;
        const opciones =
          ts.isConditionalExpression(e) && textos(e.whenTrue).length && textos(e.whenFalse).length ? textos(e) : ['{}'];
        return variantes.flatMap((v) => opciones.map((o) => v + o + s.literal.text));
      },
      [n.head.text],
    );
  if (ts.isConditionalExpression(n)) return [...textos(n.whenTrue), ...textos(n.whenFalse)];
  if (ts.isParenthesizedExpression(n)) return textos(n.expression);
  if (ts.isBinaryExpression(n) && n.operatorToken.kind === ts.SyntaxKind.QuestionQuestionToken) return textos(n.right);
  return [];
};
const nombre = (n: ts.Node | undefined) => (n && ts.isIdentifier(n) ? n.text : undefined);
/** `z.string`, `z.iso.date`: a call whose chain starts at the zod namespace. */
const raizZod = (e: ts.Expression): boolean =>
  ts.isPropertyAccessExpression(e) ? raizZod(e.expression) : ts.isIdentifier(e) && e.text === 'z';

/** Helpers that answer why a value is wrong (urlInvalida, errorEndoso, impedimentoAnual, sugeridoFuera) or build a message. */
const DEVUELVE_MENSAJE = /^(error|mensaje|motivo|impedimento|prohibido|validar)|(Error|Invalid[ao]|Fuera)$/;
/** A helper's parameter that carries the message it shows. */
const PARAMETRO_MENSAJE = /^(mensaje|message|falta|error)$/;
/** Constants that hold messages or maps of them (RFC_MENSAJES, MOTIVOS_RECHAZO, CIF_MESSAGES, ERROR_EXPORTACION). */
const CONSTANTE_DE_MENSAJES = /^[A-Z_]*(MENSAJE|MOTIVO|MESSAGE)[A-Z_]*$|^ERROR_[A-Z_]+$/;

/**
 * A price's trace (spec 2 §3.10), which the quoters and certificates show line by line: the parts of a
 * row (`concepto: …`, or `linea(grupo, concepto, condicion, …, grupoOperacion, …)`), the builders of a
 * rule's condition text and their labels. A seeded master's own rows (`data/`) are the insurer's data.
 */
const PARTE_DE_TRAZA = /^(grupo|concepto|condicion|grupoOperacion)$/;
const ESCRIBE_TRAZA = /^(linea|paso)$/;
const TEXTOS_DE_TRAZA = /^(textoCondicion|nombreBandaKm|ETIQUETAS)$/;

/** Every top-level string constant of the sources, for a message one file imports from another. */
const constantesGlobales = new Map<string, ts.Expression>();
const fuenteDe = (archivo: string) => ts.createSourceFile(archivo, readFileSync(archivo, 'utf8'), ts.ScriptTarget.Latest, true);

/** Every user-visible message literal of one source file. */
const literalesDe = (archivo: string, raiz: string): Literal[] => {
  const src = fuenteDe(archivo);
  // A message kept in a constant of the file counts where the constant is used.
  const consts = new Map<string, ts.Expression>();
  // Helpers of the file that take a field name for their message: the argument positions named campo or que.
  const conCampo = new Map<string, number[]>();
  // …and those that take the message itself (`idsUnicos(clave, message)`, `lugar(falta)`).
  const conMensaje = new Map<string, number[]>();
  const reunir = (n: ts.Node): void => {
    if (ts.isVariableDeclaration(n) && ts.isIdentifier(n.name) && n.initializer) consts.set(n.name.text, n.initializer);
    const f = ts.isFunctionDeclaration(n)
      ? n
      : ts.isVariableDeclaration(n) && n.initializer && ts.isArrowFunction(n.initializer)
        ? n.initializer
        : undefined;
    const posiciones = (patron: RegExp) => f?.parameters.flatMap((p, i) => (patron.test(nombre(p.name) ?? '') ? [i] : [])) ?? [];
    const helper = nombre((n as ts.FunctionDeclaration | ts.VariableDeclaration).name);
    if (helper && posiciones(/^(campo|que)$/).length) conCampo.set(helper, posiciones(/^(campo|que)$/));
    if (helper && posiciones(PARAMETRO_MENSAJE).length) conMensaje.set(helper, posiciones(PARAMETRO_MENSAJE));
    ts.forEachChild(n, reunir);
  };
  reunir(src);

  const out: Literal[] = [];
  /** The texts of an expression, a constant's (of this file or another) and each branch of a choice included. */
  const resueltos = (n: ts.Node): string[] =>
    ts.isIdentifier(n)
      ? textos(consts.get(n.text) ?? constantesGlobales.get(n.text) ?? n)
      : ts.isConditionalExpression(n)
        ? [...resueltos(n.whenTrue), ...resueltos(n.whenFalse)]
        : ts.isParenthesizedExpression(n)
          ? resueltos(n.expression)
          : textos(n);
  const anotar = (n: ts.Node | undefined): void => {
    if (!n) return;
    const r = ts.isIdentifier(n) ? (consts.get(n.text) ?? constantesGlobales.get(n.text) ?? n) : n;
    const linea = src.getLineAndCharacterOfPosition(n.getStart()).line + 1;
    for (const texto of resueltos(n)) if (/\p{L}/u.test(texto)) out.push({ archivo: relative(raiz, archivo), linea, texto });
    if (ts.isArrayLiteralExpression(r)) r.elements.forEach(anotar);
    if (ts.isObjectLiteralExpression(r))
      for (const p of r.properties) if (ts.isPropertyAssignment(p) && nombre(p.name) === 'message') anotar(p.initializer);
  };
  /** Every literal under a node: the bodies of message-building helpers. */
  const todos = (n: ts.Node): void => {
    // An error code compared against (`err.code === 'ETIMEDOUT'`) is not a message.
    // …nor a key tested for (`'siempre' in c`).
    const comparado = ts.isBinaryExpression(n.parent) && /=|^in$/.test(n.parent.operatorToken.getText());
    if (textos(n).length && !ts.isConditionalExpression(n)) return comparado ? undefined : anotar(n);
    ts.forEachChild(n, todos);
  };

  /** The sentences a message helper returns (a returned code such as 'digito' has no space). */
  const devueltos = (n: ts.Node, cuerpo = false): void => {
    const r = ts.isReturnStatement(n) ? n.expression : cuerpo ? n : undefined;
    if (r)
      for (const texto of resueltos(r))
        if (texto.includes(' ') && /\p{L}/u.test(texto))
          out.push({ archivo: relative(raiz, archivo), linea: src.getLineAndCharacterOfPosition(r.getStart()).line + 1, texto });
    if (!ts.isFunctionLike(n)) ts.forEachChild(n, (h) => devueltos(h));
  };

  const cuerpoDevuelve = (f: ts.FunctionLikeDeclaration) => {
    if (ts.isArrowFunction(f) && !ts.isBlock(f.body)) devueltos(f.body, true);
    else if (f.body) ts.forEachChild(f.body, (h) => devueltos(h));
  };

  const visitar = (n: ts.Node): void => {
    // A field-error map: `errores.campo = '…'`, `errores[campo] = …`.
    if (ts.isBinaryExpression(n) && n.operatorToken.kind === ts.SyntaxKind.EqualsToken) {
      const destino = n.left;
      const objeto =
        ts.isPropertyAccessExpression(destino) || ts.isElementAccessExpression(destino) ? destino.expression : undefined;
      if (objeto && ts.isIdentifier(objeto) && objeto.text === 'errores') anotar(n.right);
    }
    if (ts.isVariableDeclaration(n) && CONSTANTE_DE_MENSAJES.test(nombre(n.name) ?? '') && n.initializer) todos(n.initializer);
    const funcion = ts.isFunctionDeclaration(n)
      ? n
      : ts.isVariableDeclaration(n) && n.initializer && ts.isArrowFunction(n.initializer)
        ? n.initializer
        : undefined;
    // …or whose type says they answer a message or nothing (`string | null`).
    const porTipo = /^string \| (null|undefined)$/.test(funcion?.type?.getText() ?? '');
    if (
      funcion &&
      (porTipo || DEVUELVE_MENSAJE.test(nombre(ts.isFunctionDeclaration(n) ? n.name : (n as ts.VariableDeclaration).name) ?? ''))
    )
      cuerpoDevuelve(funcion);
    // The same as a property: an action's `impedimento: (c) => …`, zod's `error: (iss) => …`.
    if (
      ts.isPropertyAssignment(n) &&
      ts.isArrowFunction(n.initializer) &&
      /^(error|message)$|^(impedimento|prohibido)/.test(nombre(n.name) ?? '')
    )
      cuerpoDevuelve(n.initializer);
    if (!/[/\\](data[/\\]|fixtures\.ts$)/.test(archivo)) {
      if (ts.isPropertyAssignment(n) && PARTE_DE_TRAZA.test(nombre(n.name) ?? '')) anotar(n.initializer);
      // linea(grupo, concepto, condicion, tipoOperacion, valor, grupoOperacion, resultado): the kind is a code.
      if (ts.isCallExpression(n) && ESCRIBE_TRAZA.test(nombre(n.expression) ?? '') && n.arguments.length >= 5)
        n.arguments.forEach((a, i) => i !== 3 && anotar(a));
      if (ts.isVariableDeclaration(n) && TEXTOS_DE_TRAZA.test(nombre(n.name) ?? '') && n.initializer) todos(n.initializer);
      if (ts.isVariableDeclaration(n) && PARTE_DE_TRAZA.test(nombre(n.name) ?? '')) anotar(n.initializer);
    }
    // A message a helper of the file takes (`idsUnicos(clave, 'Hay dos …')`), and the helper's default.
    if (ts.isCallExpression(n)) for (const i of conMensaje.get(nombre(n.expression) ?? '') ?? []) anotar(n.arguments[i]);
    if (ts.isParameter(n) && PARAMETRO_MENSAJE.test(nombre(n.name) ?? '')) anotar(n.initializer);
    if (ts.isVariableDeclaration(n) && /^(message|mensaje)$/.test(nombre(n.name) ?? '')) anotar(n.initializer);
    // A field-error map a function returns (its type says ErroresCampo).
    if (ts.isObjectLiteralExpression(n) && ts.isReturnStatement(n.parent)) {
      const f = ts.findAncestor(n.parent, ts.isFunctionLike);
      if (f?.type && /Errores/.test(f.type.getText()))
        n.properties.forEach((p) => ts.isPropertyAssignment(p) && anotar(p.initializer));
    }
    // A field error ({path, message}), zod's params ({message}/{error}) and the engines' {mensaje}.
    if (ts.isPropertyAssignment(n)) {
      const p = nombre(n.name);
      const objeto = n.parent;
      const conPath = objeto.properties.some((q) => nombre(q.name) === 'path');
      const parametro = ts.isCallExpression(objeto.parent);
      // `noExiste`: what a party that is not found answers (functions/lib/suscripciones).
      if (p === 'mensaje' || p === 'noExiste' || ((p === 'message' || p === 'error') && (conPath || parametro)))
        anotar(n.initializer);
    }
    // Helpers named for the messages they build (shared/validators/messages.ts `mensajes`).
    if ((ts.isVariableDeclaration(n) || ts.isParameter(n)) && /^mensaje/i.test(nombre(n.name) ?? '') && n.initializer)
      todos(n.initializer);
    if (ts.isCallExpression(n) && ts.isPropertyAccessExpression(n.expression)) {
      const metodo = n.expression.name.text;
      const ultimo = n.arguments.at(-1);
      const minimo = VALUE_FIRST.has(metodo) ? 2 : 1;
      const esZod = raizZod(n.expression) || VALUE_FIRST.has(metodo) || SOLO_MENSAJE.has(metodo);
      if (esZod && !NOT_MESSAGES.has(metodo) && n.arguments.length >= minimo && ultimo && !ts.isObjectLiteralExpression(ultimo))
        anotar(ultimo);
    }
    if (ts.isNewExpression(n) && HTTP_ERRORS.has(nombre(n.expression) ?? '')) n.arguments?.forEach(anotar);
    // The field names given to the form messages (`mensajes.requerido('tasa')`, a helper's `campo`).
    if (ts.isCallExpression(n)) {
      const c = n.expression;
      const posiciones =
        ts.isPropertyAccessExpression(c) && nombre(c.expression) === 'mensajes' ? [0] : (conCampo.get(nombre(c) ?? '') ?? []);
      for (const i of posiciones) {
        const a = n.arguments[i];
        if (a && ts.isStringLiteral(a))
          out.push({
            archivo: relative(raiz, archivo),
            linea: src.getLineAndCharacterOfPosition(a.getStart()).line + 1,
            texto: a.text,
            campo: true,
          });
      }
    }
    // An HttpError subclass's default message.
    if (ts.isClassDeclaration(n) && n.heritageClauses?.some((h) => h.types.some((t) => HTTP_ERRORS.has(t.expression.getText()))))
      for (const m of n.members)
        if (ts.isConstructorDeclaration(m)) {
          m.parameters.forEach((p) => anotar(p.initializer));
          // `super(503, SIN_TIEMPO)`: the message a subclass fixes.
          m.body?.statements.forEach(
            (st) =>
              ts.isExpressionStatement(st) &&
              ts.isCallExpression(st.expression) &&
              st.expression.expression.kind === ts.SyntaxKind.SuperKeyword &&
              st.expression.arguments.forEach(anotar),
          );
        }
    ts.forEachChild(n, visitar);
  };
  visitar(src);
  return out;
};

/** The user-visible message literals of shared/ and functions/ (tests and the dictionary itself left out). */
const literalesVisibles = (raiz: string): Literal[] => {
  const archivos = ['shared', 'functions']
    .flatMap((d) => fuentes(join(raiz, d)))
    .filter((a) => !a.includes(join('shared', 'i18n')));
  for (const a of archivos)
    for (const st of fuenteDe(a).statements)
      if (ts.isVariableStatement(st))
        for (const d of st.declarationList.declarations)
          if (ts.isIdentifier(d.name) && d.initializer && textos(d.initializer).length)
            constantesGlobales.set(d.name.text, d.initializer);
  return archivos.flatMap((a) => literalesDe(a, raiz));
};

const RAIZ = join(import.meta.dirname, '..', '..', '..');
const encontrados = literalesVisibles(RAIZ);
const literales = encontrados.filter((l) => !l.campo);
const campos = encontrados.filter((l) => l.campo);
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
    // A constant another file keeps the message in.
    expect(encontrado('functions/usuarios/get-usuario.ts', 'El usuario no existe.')).toBe(true);
    // The engines' messages and field-error maps.
    expect(encontrado('shared/rating-anual/motor.ts', 'La cobertura no admite la operación {}')).toBe(true);
    expect(encontrado('shared/rating-anual/motor/entrada.ts', 'Cada año va una sola vez')).toBe(true);
    expect(
      encontrado('shared/certificados/precio-contenedores.ts', 'El emisor no tiene tasa para el tipo de contenedor {}'),
    ).toBe(true);
    // Message constants and the helpers that answer why a value is wrong.
    expect(encontrado('shared/fiscal/mexico.ts', 'El RFC no tiene un formato válido.')).toBe(true);
    expect(encontrado('shared/webhooks/destino.ts', 'La URL tiene que empezar con https://.')).toBe(true);
    expect(
      encontrado('shared/rating-anual/estados.ts', 'La cotización cambió de estado: no se puede realizar la operación.'),
    ).toBe(true);
    // zod's `error: (iss) => …` and an enum's message, a helper's message argument, a subclass's super(…).
    expect(encontrado('shared/contract/schemas/caucion.ts', 'Tipo de caución inválido')).toBe(true);
    expect(encontrado('shared/contract/schemas/checkout.ts', 'Elegí una cobertura de embarcaciones')).toBe(true);
    expect(encontrado('shared/catalogos/maestros.ts', 'Hay dos parámetros para la misma aseguradora')).toBe(true);
    expect(
      literales.some((l) => l.archivo === 'functions/lib/aws/presupuesto.ts' && l.texto.startsWith('El servicio externo')),
    ).toBe(true);
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
    expect([...new Set(sinTraduccion)]).toEqual([]);
  });

  /** pt-BR texts written as the Spanish ones because Portuguese writes them the same, each reviewed. */
  // prettier-ignore
  const IGUALES = new Set([
    'Idempotency-Key inválida', 'Valor inválido', 'Hora inválida (HH:MM)', 'Identificador inválido', 'Código inválido', 'Estado inválido',
    'Cursor inválido', 'Coordenada inválida', 'Incoterm inválido',
    // Brazil's tax id check is written in Portuguese for every tenant.
    'O CNPJ/CPF não é válido: revise os dígitos verificadores.',
    // A price's trace: codes, the product's own words and formulas written alike.
    'MAE', 'Transporte', 'RM', 'Oferta', 'PMD', 'Markup', 'Destino', '{mercaderia} (usada)', 'MAE de {n} a {n2}', 'Oferta {n} % off',
    '{entrada} {n} % × {n2}', 'máx({n}; mínimo {n2}) = {n3}', 'máx({n}; {n2} × {n3} % = {n4}; mínimo {n5}) = {n6}',
    'mín({n}; máximo {n2}) = {n3}', '{impuesto} {n} %',
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

  /** Field names that read the same in Portuguese: API identifiers and words both languages write alike. */
  // prettier-ignore
  const CAMPOS_IGUALES = new Set([
    'url', 'clientId', 'cuotaPorMinuto', 'secretoId', 'endpointId', 'entregaId', 'descripcion', 'CIF', 'RUC / CUIT / RFC / NIT / CIF',
    'id', 'key', 'xml.key', 'km', 'numero', 'mercaderiaId', 'transporteId', 'operacionId', 'origenId',
  ]);

  it('names in Portuguese every field a message interpolates', () => {
    const sinNombre = campos
      .filter((c) => !(c.texto in CAMPOS) && !CAMPOS_IGUALES.has(c.texto))
      .map((c) => `${c.archivo}:${c.linea} ${c.texto}`);
    expect([...new Set(sinNombre)]).toEqual([]);
    expect(Object.values(CAMPOS).filter((pt) => SOLO_ESPANOL.test(pt))).toEqual([]);
  });
});
