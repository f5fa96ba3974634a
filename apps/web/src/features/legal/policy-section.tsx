import { numberedHeading, type PolicyBlock, type PolicySection as Section } from '@kusasa/domain/legal/policy';
import { ContactBlock } from './contact-block';

function Block({ block }: { block: PolicyBlock }) {
  if (block.kind === 'paragraph') return <p className="mt-3">{block.text}</p>;
  if (block.kind === 'list') {
    return (
      <ul className="mt-3 list-disc space-y-2 pl-6 marker:text-emerald-700 dark:marker:text-emerald-400">
        {block.items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    );
  }
  return <ContactBlock />;
}

/** One numbered section; its heading's id is the section's anchor, and it takes focus from the contents. */
export function PolicySection({ section, index }: { section: Section; index: number }) {
  return (
    <section aria-labelledby={section.id} className="mt-10 break-inside-auto first:mt-0">
      <h2 id={section.id} tabIndex={-1} className="text-xl font-bold text-slate-950 focus:outline-none focus-visible:outline-2 sm:text-2xl dark:text-white">
        {numberedHeading(section, index)}
      </h2>
      {section.blocks.map((block, blockIndex) => (
        <Block key={blockIndex} block={block} />
      ))}
    </section>
  );
}
