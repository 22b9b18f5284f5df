/** Reloads the page (new version, layout presets); its own module so tests can replace it. */
export const reloadPage = (): void => window.location.reload();
