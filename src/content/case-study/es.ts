import { config } from "~/lib/config";
import { kitById, MONEY_BACK_DAYS } from "~/content/kits";
import { formatDollars } from "~/lib/money";
import { TWIN_PAGES } from "~/lib/twins";
import type { CaseStudyWords } from "./en";

const pro = kitById("pro");

/** El caso de éxito (/es/caso-de-exito/studio-la-boheme), contado para un anfitrión en México. */
export const es: CaseStudyWords = {
  meta: {
    title: "Caso de éxito: Studio La Bohème",
    description: `Cómo un estudio nuevo en la Ciudad de México reservó más de ${formatDollars(9000, "es")} en 7 días, ganó Favorito entre huéspedes en 14 días y llegó a Superanfitrión en 21 días con un lanzamiento completo y atención bilingüe 24/7.`,
    path: TWIN_PAGES.caseStudy.es,
  },
  caseStudy: {
    eyebrow: "Caso de éxito de un cliente",
    title: "Studio La Bohème: de anuncio nuevo a Superanfitrión en 21 días",
    intro:
      "Un estudio recién estrenado en la Roma Norte de la Ciudad de México, un propietario que vive a dos zonas horarias de distancia y ni una sola reseña. Así fue como un lanzamiento completo y la atención a huéspedes a toda hora lo convirtieron en una de las estancias más reservadas de la colonia.",
    hero: {
      src: "/images/case-study/studio-la-boheme.svg",
      alt: "Ilustración de Studio La Bohème: un estudio luminoso con un sillón de lectura, una lámpara de pie, plantas y puertas de balcón sobre una calle arbolada",
      width: 640,
      height: 460,
    },
    facts: [
      { label: "Propiedad", value: "Estudio, 1 cama queen, para 2 personas" },
      { label: "Ubicación", value: "Roma Norte, Ciudad de México" },
      { label: "Propietario", value: "Vive en EE. UU. y renta a distancia" },
      { label: "Servicio", value: pro.name },
    ],
  },
  challenge: {
    title: "El reto",
    intro:
      "El propietario había amueblado el estudio con muy buen gusto, pero el anuncio no le hacía justicia, y él no podía estar disponible en dos idiomas a toda hora.",
    points: [
      "Un anuncio nuevo, sin reseñas, compitiendo con cientos de estancias ya establecidas en la zona.",
      "Pies de foto genéricos y una descripción de un solo párrafo que escondía el balcón, la calle tranquila y lo caminable de la ubicación.",
      "Una tarifa por noche fija que ignoraba fines de semana, días festivos y el calendario de eventos de la ciudad.",
      "Huéspedes que escribían en español y en inglés a cualquier hora, mientras el propietario trabajaba tiempo completo en otra zona horaria.",
    ],
  },
  solution: {
    title: "La solución",
    intro: `Aplicamos nuestro paquete ${pro.name}: el lanzamiento completo y, después, nuestro equipo a cargo de la atención a huéspedes durante el primer mes. Todo quedó listo en 7 días hábiles.`,
    steps: [
      {
        title: "Un anuncio rehecho para convertir",
        text: "Nuevo título, nueva descripción y un orden de fotos que abre con el balcón y la luz; amenidades completas; reglas de la casa escritas en un tono amable, en español y en inglés.",
      },
      {
        title: "Procedimientos y plantillas de mensajes",
        text: "Un procedimiento de mensajería a la medida, de la primera consulta a la salida: mensaje previo a la llegada, instrucciones de llegada con fotos de la puerta, un saludo la primera mañana y una solicitud de reseña después de la salida.",
      },
      {
        title: "Precios dinámicos conectados",
        text: "Una herramienta de precios integrada y ajustada a los fines de semana, días festivos y conciertos de la Roma Norte, con monitoreo diario de precios durante los primeros 30 días.",
      },
      {
        title: "Atención bilingüe a huéspedes 24/7",
        text: "Nuestro equipo respondió cada mensaje, de día y de noche, y resolvió un problema con la caja de llaves en una llegada tarde y una falla del Wi-Fi antes de que cualquiera de los dos terminara en una reseña.",
      },
    ],
  },
  keyResults: {
    title: "Resultados clave",
    intro: "Medidos desde el día en que el anuncio optimizado se publicó.",
    stats: [
      // "USD 9,000+" does not fit a stat card at 390 px: the figure stays short, its label names the dollars.
      { value: "+9\u00a0mil", label: "dólares (USD) en reservaciones en 7 días", detail: `Más de ${formatDollars(9000, "es")} reservados en la primera semana después del lanzamiento.` },
      { value: "48 horas", label: "para un ROI del 100%", detail: "El paquete de lanzamiento se pagó solo en menos de 48 horas." },
      { value: "14 días", label: "para Favorito entre huéspedes", detail: "Distinción Favorito entre huéspedes obtenida en 14 días." },
      { value: "21 días", label: "para Superanfitrión", detail: "Estatus de Superanfitrión (Superhost) alcanzado en 21 días." },
    ],
    note:
      "Cada propiedad es distinta. La mayoría de nuestros clientes de lanzamiento ve resultados en 2 a 4 semanas: más consultas, reservaciones más rápidas y reseñas de cinco estrellas.",
  },
  guestQuotes: {
    title: "Lo que dijeron los huéspedes",
    quotes: [
      {
        quote:
          "Aterrizamos a medianoche y antes de llegar a la fila de los taxis ya teníamos un mensaje con fotos de la puerta. El estudio era todavía más bonito que en las fotos.",
        author: "Megan R.",
        role: "Huésped de Austin, Texas",
        stars: 5,
      },
      {
        quote:
          "Nos respondieron en minutos y en español. El balcón, la cafetería de la esquina y la calma de la calle: todo perfecto.",
        author: "Lucía G.",
        role: "Huésped de Monterrey, México",
        stars: 5,
      },
      {
        quote:
          "El Wi-Fi se cayó nuestra primera noche y en diez minutos alguien ya nos tenía una solución. Es mejor servicio que el de la mayoría de los hoteles donde nos hospedamos.",
        author: "Tom & Priya K.",
        role: "Huéspedes de Toronto, Canadá",
        stars: 5,
      },
    ],
  },
  affiliates: [
    {
      id: "host",
      label: "Hágase anfitrión de Airbnb",
      cta: "Empezar a hospedar",
      text: "¿Tiene un espacio como Studio La Bohème? Publíquelo en Airbnb.",
      href: config.links.affiliateHost,
      toast: { title: "Abriendo Airbnb para anfitriones", description: "El registro de anfitriones de Airbnb se abre en una pestaña nueva." },
    },
    {
      id: "service",
      label: "Ofrezca un servicio en Airbnb",
      cta: "Ofrecer un servicio",
      text: "¿Se dedica a la cocina, la fotografía o el estilismo? Ofrezca su servicio a los huéspedes.",
      href: config.links.affiliateService,
      toast: { title: "Abriendo Servicios de Airbnb", description: "El registro para ofrecer servicios en Airbnb se abre en una pestaña nueva." },
    },
    {
      id: "experience",
      label: "Organice una experiencia de Airbnb",
      cta: "Organizar una experiencia",
      text: "Comparta su ciudad con un recorrido, una clase o una degustación.",
      href: config.links.affiliateExperience,
      toast: { title: "Abriendo Experiencias de Airbnb", description: "El registro para organizar experiencias en Airbnb se abre en una pestaña nueva." },
    },
  ],
  affiliateDisclosure: "Estos son enlaces de recomendación. Podemos recibir una recompensa si se registra a través de ellos, sin ningún costo para usted.",
  cta: {
    title: "¿Quiere resultados como estos para su anuncio?",
    text: "Empiece con una consulta gratuita de 30 minutos. Revisaremos juntos su anuncio y le diremos con honestidad qué cambiaríamos primero.",
    primary: {
      label: "Agendar consulta gratuita",
      toast: {
        title: "Redirigiendo al calendario...",
        description: "Nuestro calendario de citas se abre en una pestaña nueva. Elija un horario para su consulta gratuita de 30 minutos.",
        duration: 3000,
      },
    },
    secondary: { label: "Ver precios del kit de lanzamiento", to: "/pricing#airbnb-launch-kit" },
  },
  launchPromises: {
    title: "Lo que incluye cada lanzamiento",
    items: [
      "Una consulta gratuita de 30 minutos antes de que usted se comprometa a nada.",
      "Todo listo en 7 días hábiles.",
      "Resultados, por lo general, en 2 a 4 semanas.",
      `Garantía de devolución de ${MONEY_BACK_DAYS} días. Consulte nuestra [política de reembolso](/refund-policy).`,
    ],
  },
  labels: {
    seeResults: "Ver los resultados",
    projectFacts: "Datos del proyecto",
    before: "Antes",
    whatWeDid: "Lo que hicimos",
    step: (n: number) => `Paso ${n}`,
    quote: {
      translation: "Traducción",
      stars: "{n} de 5 estrellas",
    },
    startHosting: {
      title: "Empiece su propia historia como anfitrión",
      intro: "Ya sea que tenga un cuarto libre, un talento o una ciudad que le encanta presumir, estos son los lugares para empezar.",
    },
  },
};
