import type { ToastInput } from "~/lib/toast";
import { es as kits } from "../kit-copy/es";
import type { KitCardWords } from "./en";

/** A launch kit card's words in Spanish (the twin of ./en.ts), the kits' own words included. */
export const es: KitCardWords = {
  kits,
  oneTime: "pago único",
  regularPrice: "precio regular",
  checkoutToast: (kitName: string): ToastInput => ({
    title: `Abriendo el pago de ${kitName}...`,
    description: "Revise el resumen de su pedido y pague de forma segura con Stripe.",
  }),
};
