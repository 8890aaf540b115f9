import { config } from "~/lib/config";
import { TWIN_PAGES } from "~/lib/twins";
import { es as signUp } from "../sign-up/es";
import type { SubscribeWords } from "./en";

/** The e-mail sign-up page in Spanish (/es/suscribirse; Mexican Spanish, usted): the twin of ./en.ts. */
export const es: SubscribeWords = {
  meta: {
    title: "Consejos gratuitos para anfitriones y acceso anticipado",
    description:
      "Únase a nuestra lista y reciba consejos exclusivos para anfitriones de rentas de corto plazo, acceso anticipado a nuestros nuevos kits para hágalo usted mismo y ofertas solo para la comunidad. Nada de spam.",
    path: TWIN_PAGES.subscribe.es,
  },
  eyebrow: "Para anfitriones de rentas de corto plazo",
  heading: "Reciba en su correo nuestro manual para anfitriones",
  intro:
    `Ideas prácticas y probadas para que sus huéspedes vivan experiencias de cinco estrellas, del equipo de ${config.brand}. ` +
    "Suscríbase y reciba consejos que puede aplicar el mismo día, acceso anticipado a nuestros kits para hágalo usted mismo y ofertas que solo compartimos con nuestra comunidad.",
  auditLabel: "Obtener mi auditoría CX gratuita",
  auditNote: "¿Prefiere que revisemos su anuncio personalmente? Solicite una auditoría gratuita de la experiencia del cliente.",
  benefitsTitle: "Lo que recibe al suscribirse:",
  benefits: [
    { icon: "tips", text: "Consejos y estrategias exclusivos para rentas de corto plazo" },
    { icon: "early", text: "Acceso anticipado a nuevos kits para hágalo usted mismo y nuevas funciones" },
    { icon: "offers", text: "Ofertas y descuentos especiales solo para la comunidad" },
  ],
  illustrationTitle: "Un sobre que entrega una casa y una reseña de cinco estrellas",
  signUp,
};
