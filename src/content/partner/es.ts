import { PARTNER_NAME, partnerPromo } from "~/content/partner-offer";
import { TWIN_PAGES } from "~/lib/twins";
import type { PartnerWords } from "./en";

/** El último día de la promoción, como se escribe en México (partner.test.ts lo compara con Intl es-MX). */
const endsDate = "31 de diciembre de 2025";

/** /es/socio-constant-contact: la oferta de socio para anfitriones, en español. Los planes y la promoción están en partner-offer.ts. */
export const es: PartnerWords = {
  meta: {
    title: `Oferta de socio de ${PARTNER_NAME}`,
    description: `Los anfitriones ahorran ${partnerPromo.discountPercent}% en sus primeros ${partnerPromo.months} meses de ${PARTNER_NAME} con el código ${partnerPromo.code}. La oferta termina el ${endsDate}.`,
    path: TWIN_PAGES.partner.es,
  },
  eyebrow: "Oferta de socio para anfitriones",
  title: `Convierta a sus huéspedes anteriores en reservaciones directas con ${PARTNER_NAME}`,
  intro:
    "Sus mejores huéspedes futuros ya se hospedaron con usted. Una lista de correo le permite invitarlos de nuevo para el próximo puente, sin pagar comisión de plataforma por la reservación. Como socios, negociamos una oferta para nuestros anfitriones.",
  whyTitle: "Por qué el email marketing le conviene a un anfitrión de rentas vacacionales",
  why: [
    {
      title: "Estancias repetidas sin comisiones de plataforma",
      text: "Un huésped que regresa y reserva directo le ahorra a usted la comisión de servicio de la plataforma, y también le ahorra dinero a él. Muchas veces basta con un correo cada tres meses.",
    },
    {
      title: "Llene los huecos de su calendario",
      text: "Envíe una oferta entre semana o de temporada baja a huéspedes a quienes ya les encantó el lugar, en vez de bajar su tarifa por noche para desconocidos.",
    },
    {
      title: "Reseñas y recomendaciones en automático",
      text: "Una serie amable después de la estancia le agradece al huésped, le pide una reseña mientras la visita sigue fresca y lo invita a recomendar su lugar a sus amigos.",
    },
  ],
  steps: [
    `Elija un plan arriba y abra la página de registro de ${PARTNER_NAME}.`,
    `Escriba el código ${partnerPromo.code} al pagar, antes de confirmar.`,
    "Importe a sus huéspedes anteriores (con su consentimiento) y envíe su primer correo de bienvenida de regreso. ¿Necesita ayuda? Nuestro equipo puede configurarlo por usted.",
  ],
  promoTitle: `${partnerPromo.discountPercent}% de descuento los primeros ${partnerPromo.months} meses`,
  promoLead: "Use este código de promoción al registrarse:",
  endsLabel: "La oferta termina el",
  endsDate,
  copyCode: {
    copy: "Copiar",
    copied: "Copiado",
    srLabel: (code: string) => ` el código de promoción ${code}`,
    copiedToast: (code: string) => ({ title: "Código de promoción copiado", description: `${code} está en su portapapeles. Péguelo al pagar.` }),
    blockedToast: (code: string) => ({ title: "Copie este código", description: `Aquí su portapapeles está bloqueado. El código es ${code}.` }),
  },
  plansEyebrow: `Planes de ${PARTNER_NAME}`,
  plansTitle: "Elija el plan a la medida de su lista de huéspedes",
  plansIntro: `Precios en dólares estadounidenses (USD) con el código ${partnerPromo.code} durante sus primeros ${partnerPromo.months} meses; después, el precio mensual regular.`,
  popularBadge: "El más popular",
  perMonth: "/mes",
  regularPrice: "Precio regular",
  // A no-break space: "3 meses" never splits across lines.
  savings: (amount: string) => `Ahorre ${amount} en ${partnerPromo.months}\u00a0meses`,
  plans: {
    lite: {
      bestFor: "Un solo anuncio que empieza su lista con huéspedes anteriores.",
      features: [
        "Editor de correos de arrastrar y soltar, y plantillas adaptadas a celulares",
        "Formularios de suscripción para su sitio de reservaciones directas",
        "Reportes de aperturas y clics",
        "Importación de contactos desde una hoja de cálculo",
      ],
    },
    standard: {
      bestFor: "Anfitriones con varias unidades que quieren reservaciones repetidas en automático.",
      features: [
        "Todo lo de Lite",
        "Series automáticas de bienvenida y de reactivación",
        "Segmentación de contactos (huéspedes anteriores, prospectos locales, propietarios)",
        "Pruebas A/B de asuntos",
        "Plantillas para eventos y promociones de temporada",
      ],
    },
    premium: {
      bestFor: "Administradores de propiedades y marcas boutique que hacen marketing a gran escala.",
      features: [
        "Todo lo de Standard",
        "Rutas de automatización avanzadas y disparadores personalizados",
        "Contenido dinámico por segmento de huéspedes",
        "Reportes de ingresos y de interacción",
        "Soporte prioritario para empezar",
      ],
    },
  },
  plansNote: `Lo más destacado de cada plan, según lo publicado por ${PARTNER_NAME} al momento de escribir esto; su sitio muestra las funciones completas y vigentes.`,
  redeemTitle: "Cómo usar la oferta",
  setup: {
    title: "¿Quiere que lo configuremos por usted?",
    text: "Importamos a sus huéspedes anteriores, escribimos su serie de bienvenida de regreso y programamos su primera oferta de temporada.",
    cta: "Agendar una llamada de configuración gratuita",
    toast: {
      title: "Redirigiendo al calendario...",
      description: "Nuestro calendario de citas se abre en una pestaña nueva. Elija un horario para su consulta gratuita de 30 minutos.",
      duration: 3000,
    },
  },
  disclosure: `Somos socios de ${PARTNER_NAME} y podemos recibir una comisión si usted se registra con nuestro enlace, sin costo extra para usted. Los precios son los precios de lista mensuales que publica ${PARTNER_NAME}, en dólares estadounidenses (USD); el descuento aplica a los primeros ${partnerPromo.months} meses de una cuenta nueva. ${PARTNER_NAME} fija los términos finales.`,
  signup: {
    label: (planName: string) => `Registrarse en ${planName}`,
    openingToast: { title: `Abriendo ${PARTNER_NAME}`, description: `Recuerde su código de promoción ${partnerPromo.code} al pagar.` },
  },
  inProgressToast: {
    title: "Función aún no disponible",
    description: `Estamos configurando nuestro enlace de socio de ${PARTNER_NAME}. Mientras tanto, use el código ${partnerPromo.code} al registrarse en ${PARTNER_NAME} para obtener el descuento.`,
  },
};
