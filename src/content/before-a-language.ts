/*
 * What root.tsx says before a page's language layout has loaded: the SPA fallback's spinner, drawn
 * at build time for any URL, and the error page when the layout itself failed to load. Both
 * languages at once (not a dictionary: there is no language to choose yet), short, in the shell.
 */
export const BEFORE_A_LANGUAGE = {
  loading: "Loading… · Cargando…",
  error: {
    title: "Something went wrong · Algo salió mal",
    body: "Please reload the page. · Por favor, vuelva a cargar la página.",
    home: "Home · Inicio",
  },
};
