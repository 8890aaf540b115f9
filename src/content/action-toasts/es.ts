import type { ActionToastWords } from "./en";

/** The calls to action's toasts in Spanish (Mexico), usted. */
export const es: ActionToastWords = {
  calendar: {
    title: "Abriendo el calendario...",
    description: "Nuestro calendario se abre en una pestaña nueva. Elija un horario para su consulta gratuita de 30 minutos.",
    duration: 3000,
  },
  audit: {
    title: "Abriendo la solicitud de auditoría...",
    description: "El formulario se abre en una pestaña nueva. Cuéntenos sobre su anuncio y le enviaremos su auditoría de CX gratuita.",
    duration: 3000,
  },
  services: {
    title: "Cargando los servicios...",
    description: "Le mostramos todas las formas en que le ayudamos: kits para hágalo usted mismo, kits de lanzamiento llave en mano y coanfitrión Platinum.",
    duration: 2000,
  },
  diy: {
    title: "Abriendo los kits para anfitriones...",
    description: "Muy pronto: vea qué incluye cada kit y únase a la lista de espera para obtener acceso anticipado.",
    duration: 2000,
  },
};
