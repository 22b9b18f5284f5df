/** The boat screens' paths (spec 3 §2.9 certificados/embarcaciones, and its add path). */
export const EMBARCACIONES_PATH = '/certificados/embarcaciones';
export const NUEVA_EMBARCACION_PATH = `${EMBARCACIONES_PATH}/nueva`;
