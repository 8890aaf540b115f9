import { render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { PRIVACY_NOTICE_VERSION } from "~/content/consent/versions";
import { frame as enFrame, privacy as enPrivacy, terms as enTerms, type LegalDocument, type LegalFrame } from "~/content/legal/en";
import { privacyFrame, privacy as esPrivacy, frame as esFrame, terms as esTerms } from "~/content/legal/es";
import { config } from "~/lib/config";
import { LegalPage } from "./legal-page";

function renderPage(words: LegalFrame, doc: LegalDocument) {
  return render(
    <MemoryRouter initialEntries={[doc.path]}>
      <LegalPage words={words} doc={doc} />
    </MemoryRouter>,
  );
}

/** The sections the LFPDPPP asks an aviso de privacidad integral for, by id (the English has the same). */
const NOTICE_SECTIONS = ["controller", "data-collected", "purposes", "optional-purposes", "sharing", "retention", "your-rights", "cookies", "changes", "contact"];

describe("the privacy notices", () => {
  it.each([
    ["en", enFrame, enPrivacy, "Version"],
    ["es", privacyFrame, esPrivacy, "Versión"],
  ] as const)("%s: names the business, its address and privacy address, and shows the notice's version", (_, words, doc, label) => {
    const { container } = renderPage(words, doc);
    const controller = container.querySelector("#controller")!;
    expect(controller).toHaveTextContent(config.legal.name);
    expect(controller).toHaveTextContent(config.legal.postalAddress);
    expect(within(controller as HTMLElement).getByRole("link", { name: config.legal.privacyEmail })).toHaveAttribute("href", `mailto:${config.legal.privacyEmail}`);
    expect(container.querySelector("#contact")).toHaveTextContent(config.legal.postalAddress);
    expect(screen.getByText(`${label} ${PRIVACY_NOTICE_VERSION}`)).toHaveAttribute("data-notice-version", "2026-11-28");
    for (const id of NOTICE_SECTIONS) expect(container.querySelector(`#${id} h2`), id).not.toBeNull();
  });

  it("links the data page in each language, and states the retention the database applies", () => {
    const en = renderPage(enFrame, enPrivacy);
    expect(within(en.container.querySelector("#your-rights") as HTMLElement).getByRole("link", { name: "our data page" })).toHaveAttribute("href", "/my-data");
    expect(en.container.querySelector("#retention")).toHaveTextContent(/never confirmed: deleted 30 days/);
    expect(en.container.querySelector("#retention")).toHaveTextContent(/deleted after one hour/);
    en.unmount();
    const es = renderPage(privacyFrame, esPrivacy);
    expect(within(es.container.querySelector("#your-rights") as HTMLElement).getByRole("link", { name: "nuestra página de datos" })).toHaveAttribute("href", "/es/mis-datos");
    expect(es.container.querySelector("#retention")).toHaveTextContent(/se elimina 30 días después/);
    expect(es.container.querySelector("#retention")).toHaveTextContent(/se elimina después de una hora/);
    // The ARCO deadlines and the voluntary purposes' way out.
    expect(es.container.querySelector("#your-rights")).toHaveTextContent(/plazo máximo de 20 días.*dentro de los 15 días siguientes/);
    expect(es.container.querySelector("#optional-purposes")).toHaveTextContent(/Para negarse/);
  });

  it("the Spanish aviso stands on its own for Mexico; the other Spanish legal pages defer to the English", () => {
    const aviso = renderPage(privacyFrame, esPrivacy);
    const note = screen.getByRole("note");
    expect(note).not.toHaveTextContent(/prevalece/);
    expect(note).toHaveTextContent(/rige el tratamiento de sus datos personales en México/);
    expect(within(note).getByRole("link", { name: "Consultar la versión en inglés" })).toHaveAttribute("href", "/privacy");
    aviso.unmount();
    renderPage(esFrame, esTerms);
    expect(screen.getByRole("note")).toHaveTextContent(/prevalece la versión en inglés/);
  });

  it("shows no version line on a document without one", () => {
    const { container } = renderPage(enFrame, enTerms);
    expect(container.querySelector("[data-notice-version]")).toBeNull();
  });
});
