import type { MyDataWords } from "./en";

/** /es/mis-datos (Mexican Spanish, usted): the twin of ./en.ts. */
export const es: MyDataWords = {
  meta: { title: "Sus datos", description: "Pídanos por correo los datos que tenemos sobre su dirección y bórrelos si así lo desea." },
  title: "Sus datos en nuestra lista de correo",
  lead: "Escriba su correo y le enviaremos todo lo que tenemos sobre él: cuándo y dónde se suscribió, el texto que aceptó y el estado de su suscripción. El correo incluye un enlace para borrarlo todo.",
  fieldLabel: "Correo electrónico",
  placeholder: "Escriba su correo electrónico",
  submit: "Envíenme lo que tienen sobre este correo",
  submitting: "Enviando…",
  sent: "Si este correo está en nuestra lista, le enviamos un mensaje con los datos que tenemos y un enlace para borrarlos. Puede tardar unos minutos en llegar; revise también la carpeta de spam.",
  empty: "Escriba su correo electrónico.",
  invalid: "Escriba un correo electrónico válido.",
  turnstileFailed: "No pudimos comprobar que esta solicitud la hizo una persona. Inténtelo de nuevo.",
  failed: "No pudimos enviar su solicitud en este momento.",
  rights: {
    heading: "Sus derechos",
    body: "Conforme a la Ley Federal de Protección de Datos Personales en Posesión de los Particulares (LFPDPPP), usted tiene derecho a acceder a sus datos, rectificarlos, cancelarlos y oponerse a su uso (derechos ARCO), así como a revocar su consentimiento. Esta página atiende el acceso y la cancelación; cada correo incluye un enlace para darse de baja con un clic; para cualquier otra solicitud, escríbanos.",
    writeTo: "Escriba a",
    notice: "Consulte nuestro aviso de privacidad",
  },
  erase: {
    title: "Borrar sus datos",
    lead: "Esto borra su correo de nuestra lista, junto con el registro de su consentimiento y cualquier correo pendiente de envío. No volveremos a escribirle a menos que se suscriba de nuevo.",
    button: "Borrar mis datos",
    sending: "Borrando…",
    erased: "Listo: su correo y todo lo que teníamos sobre él quedaron borrados.",
    unknown: "Este enlace para borrar no es válido o ya venció, o los datos ya estaban borrados. Si lo necesita, pida un correo nuevo aquí abajo.",
    failed: "No pudimos borrar sus datos en este momento.",
  },
};
