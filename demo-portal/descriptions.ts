import { type Language, PHRASES } from "./catalog-vocabulary.ts";
import type { Random } from "./random.ts";

interface DescriptionInput {
  readonly name: string;
  readonly organization: string;
  readonly language: Language;
  readonly year: number;
  readonly slugForLinks: string;
}

function fill(template: string, input: DescriptionInput): string {
  return template
    .replace("{name}", input.name)
    .replace("{org}", input.organization)
    .replace("{y}", String(input.year));
}

/**
 * Descriptions come in the shapes portals really hold: a line, paragraphs split by `\r\n`,
 * HTML from a rich-text editor, and long texts, so the explorer must render all of them as text.
 */
export function generateDescription(random: Random, input: DescriptionInput): string {
  const phrases = PHRASES[input.language];
  const about = fill(phrases.about, input);
  const publisher = fill(phrases.publisher, input);
  const cadence = random.pick(phrases.cadence);
  const roll = random.next();
  if (roll < 0.02) return "";
  if (roll < 0.37) return `${about} ${cadence}`;
  if (roll < 0.57) return [about, publisher, cadence, phrases.license].join("\r\n");
  if (roll < 0.9) return htmlDescription(input, about, publisher, cadence, phrases.license);
  const paragraph = [about, publisher, cadence, phrases.license].join(" ");
  const repeats = random.int(12, 30);
  return Array.from({ length: repeats }, () => paragraph).join("\r\n\r\n");
}

function htmlDescription(
  input: DescriptionInput,
  about: string,
  publisher: string,
  cadence: string,
  license: string,
): string {
  const link = `https://data.example.org/dataset/${encodeURIComponent(input.slugForLinks)}`;
  return (
    `<p>${about}</p>` +
    `<p><strong>${publisher}</strong> ${cadence}</p>` +
    `<ul><li>${license}</li><li><a href="${link}" target="_blank">${input.organization}</a></li></ul>`
  );
}

export const ZAGREB_BUDGET_HTML =
  "<p>Proračun (budžet) <strong>Grada Zagreba</strong> za 2024. godinu, usvojen na sjednici " +
  "Gradske skupštine&nbsp;14. prosinca 2023.</p>\r\n" +
  "<p>Sadrži:</p><ul><li>opći dio — prihodi i rashodi,</li><li>posebni dio po " +
  "<em>upravnim tijelima</em>,</li><li>plan razvojnih programa.</li></ul>" +
  '<p>Izvornik: <a href="https://www.zagreb.hr/proracun" rel="noopener">zagreb.hr/proracun</a>' +
  " &mdash; podaci su &quot;otvoreni&quot; &amp; besplatni.<br>Kontakt: " +
  '<a href="mailto:proracun@zagreb.example">proracun@zagreb.example</a></p>';
