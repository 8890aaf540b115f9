import { config } from "~/lib/config";
import { es as frame } from "../article-frame/es";
import type { ArticleBlock } from "../blog/post-facts";
import { workspacePostEs } from "../blog/posts-es";
import { es as signUp } from "../sign-up/es";
import type { ArticleGoogleWorkspaceWords } from "./en";

/* El artículo de Google Workspace en español: su texto, el video, la recomendación y la suscripción. */

const body: ArticleBlock[] = [
  {
    type: "p",
    text: "Los creadores independientes y los anfitriones de rentas vacacionales tienen más en común de lo que parece. Ambos manejan una marca personal, atienden a desconocidos que están a punto de confiar en ellos y hacen malabares con un calendario que nunca descansa. Los que prosperan tratan sus herramientas como una oficina pequeña y ordenada. Google Workspace es la oficina que muchos de ellos eligen.",
  },
  { type: "slot", name: "video" },
  { type: "h2", id: "a-professional-inbox", text: "1. Un correo profesional que inspira confianza" },
  {
    type: "p",
    text: "Una dirección con su propio dominio se ve como un negocio, no como un pasatiempo. Con Gmail en Workspace puede agregar un alias compartido, como estancias@ o reservas@, para todo el equipo, mantener fuera su correo personal y darle acceso a un coanfitrión sin entregarle su contraseña.",
  },
  {
    type: "ul",
    items: [
      "Cree plantillas para las diez preguntas que más hacen los huéspedes (estacionamiento, llegada, Wi-Fi, llegada tarde) e insértelas en dos clics.",
      "Use una etiqueta por propiedad y un filtro que destaque todo lo que diga “urgente”, “cerrado” o “fuga”.",
      "Active la verificación en dos pasos para todas las personas con acceso a datos de huéspedes.",
    ],
  },
  { type: "h2", id: "one-calendar", text: "2. Un calendario para estancias, limpiezas y llamadas" },
  {
    type: "p",
    text: "Suscriba Google Calendar al calendario de cada anuncio y agregue la limpieza y el mantenimiento como calendarios propios, cada uno con su color, compartidos con su personal de limpieza. Una página de citas permite que huéspedes anteriores, propietarios o marcas aliadas elijan un horario para una llamada sin tanto ir y venir.",
  },
  { type: "h2", id: "house-manuals", text: "3. Manuales de la casa siempre al día" },
  {
    type: "p",
    text: "Tenga un documento de Google por propiedad como la fuente única de las mañas de los aparatos, los días de la basura y el nombre del vecino. Enlácelo en su mensaje de bienvenida y edítelo una sola vez cuando algo cambie, en lugar de corregir cinco copias. Los documentos se traducen en un clic, lo que ayuda cuando sus huéspedes o su personal de limpieza prefieren el inglés.",
  },
  { type: "h2", id: "numbers-in-sheets", text: "4. Sus números en una sola hoja" },
  {
    type: "p",
    text: "Una hoja de cálculo sencilla con la tarifa por noche, la ocupación, el costo de limpieza y la calificación de cada mes le dice más que cualquier tablero que nunca abre. Compártala en modo de solo lectura con un propietario o socio y el informe mensual se escribe solo.",
  },
  { type: "h2", id: "meet-and-chat", text: "5. Meet y Chat para el equipo detrás de cada estancia" },
  {
    type: "p",
    text: "Un recorrido rápido por video con una persona de limpieza nueva, un espacio de Chat para cada propiedad y una entrega grabada cuando usted sale de viaje: pequeños hábitos que mantienen coordinado a un equipo remoto entre zonas horarias.",
  },
  { type: "slot", name: "referral" },
  {
    type: "callout",
    title: "Nuestra opinión",
    text: `En ${config.brand} operamos nuestra propia recepción 24/7 con buzones compartidos, calendarios y documentos vivos como estos. Las herramientas no reemplazan una respuesta humana rápida, pero la hacen posible a las 3 de la mañana. Si prefiere dejarnos toda su bandeja de entrada, vea [nuestros servicios](/all-services).`,
  },
];

export const es: ArticleGoogleWorkspaceWords = {
  post: workspacePostEs,
  frame,
  body,
  video: {
    title: "Google Workspace para anfitriones y creadores: un recorrido rápido",
    poster: "/images/blog/workspace-video-poster.svg",
    posterAlt: "Vista previa del video: una laptop con Gmail, Calendar y Docs uno junto al otro, con un botón de reproducir",
    consentNote: "Al reproducirlo, el video se carga desde YouTube (modo de privacidad mejorada), que puede guardar cookies.",
    playLabel: (title: string) => `Reproducir video: ${title}`,
    watchOnYouTube: "Ver en YouTube",
  },
  referral: {
    title: "Pruebe Google Workspace en su negocio de hospedaje",
    text: "Empiece con una dirección profesional en su propio dominio, calendarios compartidos y documentos para sus manuales de la casa. Si se registra con nuestro enlace de recomendación, apoya este blog sin ningún costo extra para usted.",
    label: "Empezar con Google Workspace",
    toast: { title: "Abriendo Google Workspace", description: "La página de registro de Google se abre en una pestaña nueva." },
  },
  leadMagnet: {
    title: "El kit de inicio de Workspace para anfitriones",
    text: "Súmese a nuestra lista y le enviaremos por correo nuestras diez plantillas de mensajes para huéspedes listas para pegar en Gmail, un esquema de manual de la casa en Docs y la hoja de números mensuales que usamos con propietarios, además de consejos para anfitriones de vez en cuando.",
    submitLabel: "Envíenme el kit de inicio",
    eyebrow: "Kit de inicio gratuito",
  },
  signUp,
};
