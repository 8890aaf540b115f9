import type { FailureWords } from "./en";

/** The failure sentences in Mexican Spanish (usted): the twin of ./en.ts. */
export const es: FailureWords = {
  offline: "No pudimos comunicarnos con nuestro servicio: parece que su dispositivo no tiene conexión. Revise su conexión e intente de nuevo.",
  timeout: "Nuestro servicio tardó demasiado en responder. Intente de nuevo en un momento.",
  refused: "Nuestro servicio rechazó esta solicitud. Revise lo que escribió e intente de nuevo más tarde.",
  service: "Nuestro servicio tuvo un problema de su lado. Intente de nuevo en unos minutos.",
};
