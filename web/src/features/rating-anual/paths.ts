/** The annual quote screens' addresses: plain strings, so a page that only links to them loads no API module. */
export const LISTA_PATH = '/seguros/flotantes/rating-anual/certificados';
export const COTIZADOR_PATH = `${LISTA_PATH}/cotizador`;
export const detallePath = (id: number) => `${LISTA_PATH}/${id}`;
