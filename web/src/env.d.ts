/** Injected by web/vite.config.ts `define`. */
declare const __APP_VERSION__: string;
declare const __BUILD_ID__: string;

/** Mantine's sheets the entry needs: the global ones in a build, the whole ones in dev (web/scripts/estilos-por-componente.ts). */
declare module 'virtual:estilos-mantine';

/** A locale's messages in two parts, the first screens' and the rest (web/scripts/mensajes-primera.ts). */
declare module 'virtual:mensajes/*' {
  const messages: Record<string, string>;
  export default messages;
}
