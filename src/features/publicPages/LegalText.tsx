/** A legal text (documents/) as a public page's content: its title, last update and sections. */
import type { DocumentSection, LegalDocument } from './documents/document';
import { publicPageTexts } from './publicPageTexts';

export function LegalText({ title, document }: { title: string; document: LegalDocument }) {
  return (
    <>
      <h1>{title}</h1>
      <p className="updated">{publicPageTexts.updated(document.updated)}</p>
      {document.sections.map((section, index) => (
        <Section key={section.heading} section={section} id={`seccion-${index + 1}`} />
      ))}
    </>
  );
}

function Section({ section, id }: { section: DocumentSection; id: string }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{section.heading}</h2>
      {section.paragraphs?.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      {section.facts && (
        <dl className="facts">
          {section.facts.map((fact) => (
            <div key={fact.label}>
              <dt>{fact.label}</dt>
              <dd>{fact.href ? <a href={fact.href}>{fact.value}</a> : fact.value}</dd>
            </div>
          ))}
        </dl>
      )}
      {section.items && (
        <ul>
          {section.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
      {section.closing?.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
    </section>
  );
}
