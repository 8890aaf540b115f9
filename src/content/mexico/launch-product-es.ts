/**
 * How the Spanish pages present the store's launch product ('CX Launch Kit - Pro Setup + Guest
 * Ops'). The hosted store speaks English only, so its title, subtitle, ribbon, description and
 * notes are replaced on the Spanish offer page by these (the price, stock and variant id stay the
 * store's). The English page shows the store's own words, so there is no English twin here.
 * The description is HTML like the store's and goes through the same sanitizer.
 */
export const launchProductEs = {
  title: "Kit de lanzamiento Pro + 30 días de operación con huéspedes",
  subtitle: "Lanzamiento llave en mano y 30 días de atención a sus huéspedes",
  ribbon: "El más completo",
  description:
    "<p>Todo lo que un anuncio nuevo necesita para abrir con reseñas de cinco estrellas: configuramos su anuncio, la mensajería con sus huéspedes y su manual de la casa, y después atendemos la comunicación con sus huéspedes durante los primeros 30 días.</p>" +
    "<ul><li>Configuración completa del anuncio y del recorrido del huésped</li><li>30 días de comunicación con sus huéspedes, 24/7</li><li>Monitoreo diario de precios durante 30 días</li><li>Tablero personalizado</li><li>Llamada de optimización de 60 minutos después del lanzamiento</li></ul>",
  info: [
    {
      title: "Tiempos",
      description:
        "<p>La configuración queda lista en 7 días hábiles a partir de su llamada de arranque; los 30 días de operación con huéspedes empiezan con su primera reservación.</p>",
    },
  ],
} as const;
