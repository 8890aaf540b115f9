import { es as frame } from "../article-frame/es";
import type { ArticleBlock } from "../blog/post-facts";
import { fiveStarsPostEs } from "../blog/posts-es";
import type { ArticleFiveStarsWords } from "./en";

/* El artículo de las cinco estrellas en español: su texto y su llamada a la acción. */

const body: ArticleBlock[] = [
  {
    type: "p",
    text: "Su calificación es su escaparate. En las grandes plataformas, los anuncios con buenas reseñas aparecen más arriba, ganan distintivos como Favorito entre huéspedes y convierten a quien solo está viendo en una reservación. La buena noticia: una reputación de cinco estrellas es sobre todo un sistema, no suerte. Este es el que usamos con nuestros anfitriones.",
  },
  { type: "h2", id: "prevent", text: "Paso 1: Evite la mala reseña antes de la estancia" },
  {
    type: "p",
    text: "La mayoría de las calificaciones bajas vienen de una sorpresa: una entrada muy empinada, una pared compartida, una caminata de 15 minutos a la playa descrita como “a unos pasos”. Dígalo con claridad en el anuncio y otra vez en el mensaje previo a la llegada. Un huésped al que se le avisó rara vez se queja.",
  },
  {
    type: "ul",
    items: [
      "Envíe las instrucciones de llegada 48 horas antes y otra vez 3 horas antes, con fotos de la puerta y de la caja de llaves.",
      "Responda cada mensaje en minutos, de día o de noche. La rapidez es lo más amable que puede ofrecerle a un huésped parado frente a una puerta cerrada.",
      "Pregunte la primera mañana: “¿Todo está como lo esperaba?”. Los problemas que se resuelven el primer día no terminan en la reseña.",
    ],
  },
  { type: "h2", id: "ask", text: "Paso 2: Pida la reseña en el momento justo y con las palabras correctas" },
  {
    type: "p",
    text: "Envíe un agradecimiento breve pocas horas después de la salida, mientras la estancia sigue fresca. Mencione un detalle de su viaje, dígale que usted le dejará una reseña e invítelo a compartir la suya. Que sea cálido y corto; nunca ofrezca nada a cambio de una calificación.",
  },
  { type: "h2", id: "listen", text: "Paso 3: Escuche los comentarios privados" },
  {
    type: "p",
    text: "Las notas privadas y las calificaciones por categoría (limpieza, veracidad, llegada, comunicación, ubicación, calidad-precio) son donde están las mejoras de verdad. Revíselas cada mes. Dos menciones de lo mismo ya son un patrón: corríjalo y luego mencione la mejora en su anuncio.",
  },
  { type: "h2", id: "reply", text: "Paso 4: Responda en público como anfitrión, no como abogado" },
  {
    type: "ol",
    items: [
      "Agradézcale al huésped por su nombre, sea cual sea la calificación.",
      "Reconozca el problema en una sola oración, sin discutir los detalles.",
      "Diga qué cambió, para que el siguiente lector vea a un anfitrión que escucha.",
      "Use menos de 80 palabras; los futuros huéspedes leen por encima.",
    ],
  },
  {
    type: "quote",
    text: "Gracias, Daniel. Tenía razón sobre la presión de la regadera: cambiamos la válvula a la semana siguiente. Nos encantaría recibirlo de nuevo.",
    cite: "Una respuesta de anfitrión que ayudamos a redactar",
  },
  { type: "h2", id: "measure", text: "Paso 5: Mida y repita" },
  {
    type: "p",
    text: "Vigile tres números: su tiempo promedio de respuesta, su porcentaje de reseñas de cinco estrellas y su calificación más baja por categoría. Cuando los tres van en la dirección correcta, el posicionamiento y las reservaciones llegan solos. En nuestros lanzamientos, los anfitriones suelen ver resultados en 2 a 4 semanas; el [caso de éxito de Studio La Bohème](/case-study/studio-la-boheme) muestra cómo le fue a un estudio.",
  },
  {
    type: "callout",
    title: "¿Quiere que alguien más revise sus reseñas?",
    text: "Agende una llamada y revisaremos juntos sus últimas 20 reseñas, sin costo, y le dejaremos los tres cambios con más probabilidad de subir su calificación.",
  },
];

export const es: ArticleFiveStarsWords = {
  post: fiveStarsPostEs,
  frame,
  body,
  call: {
    title: "Convierta sus opiniones en cinco estrellas",
    text: "Agende una consulta gratuita de 30 minutos. Revisaremos con usted sus comentarios recientes y trazaremos las mejoras que suben su calificación más rápido.",
    label: "Agendar una llamada",
    toast: {
      title: "Redirigiendo al calendario...",
      description: "Nuestro calendario de citas se abre en una pestaña nueva. Elija un horario para su consulta gratuita de 30 minutos.",
      duration: 3000,
    },
  },
};
