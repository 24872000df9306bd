import type { Language } from '@stallhub/contracts';
import { Fragment } from 'react';
import type { ProtocolBlock, ProtocolDocument, ProtocolUi } from './documents.ts';

/** What the article shows of a document: a protocol, or a help article, which carries no date. */
export type ArticleDocument = Pick<ProtocolDocument, 'title' | 'intro' | 'sections'>;
/** The article's words; without `print` there is no print button (help articles are read, not kept). */
export type ArticleUi = Pick<ProtocolUi, 'siteName' | 'contents' | 'backToTop'> &
  Partial<Pick<ProtocolUi, 'print'>>;

/** A dated document's "Effective date: {date}" line: the sentence, the ISO date and its formatted label. */
export interface DateLine {
  template: string;
  iso: string;
  label: string;
}

const CHINESE_DIGITS = ['', '一', '二', '三', '四', '五', '六', '七', '八', '九'];

/** "一、" … "十二、" in Chinese, as Chinese agreements number their articles; "1." elsewhere. */
export function sectionNumber(lang: Language, index: number): string {
  const n = index + 1;
  if (lang !== 'cn') return `${n}.`;
  const tens = Math.floor(n / 10);
  const ones = n % 10;
  const numeral = `${tens > 1 ? CHINESE_DIGITS[tens] : ''}${tens > 0 ? '十' : ''}${CHINESE_DIGITS[ones]}`;
  return `${numeral}、`;
}

const EMAIL = /([\w.+-]+@[\w-]+(?:\.[\w-]+)+)/;

/** Text with its e-mail addresses as mailto links. */
function RichText({ text }: { text: string }) {
  return (
    <>
      {text.split(EMAIL).map((part, i) =>
        i % 2 === 1 ? (
          <a key={i} href={`mailto:${part}`} className="text-brand underline underline-offset-2">
            {part}
          </a>
        ) : (
          <Fragment key={i}>{part}</Fragment>
        ),
      )}
    </>
  );
}

function Blocks({ blocks }: { blocks: ProtocolBlock[] }) {
  return blocks.map((block, i) =>
    'p' in block ? (
      <p key={i} className="mt-3 first:mt-0">
        <RichText text={block.p} />
      </p>
    ) : (
      <ul key={i} className="mt-3 list-disc space-y-2 pl-5 marker:text-ink-faint first:mt-0">
        {block.ul.map((item, j) => (
          <li key={j}>
            <RichText text={item} />
          </li>
        ))}
      </ul>
    ),
  );
}

function EffectiveDate({ line }: { line: DateLine }) {
  const [before, after] = line.template.split('{date}');
  return (
    <p>
      {before}
      <time dateTime={line.iso}>{line.label}</time>
      {after}
    </p>
  );
}

/**
 * A long text: title, the effective date of a legal document, introduction, contents with anchors,
 * numbered sections.
 */
export function ProtocolArticle({
  lang,
  ui,
  document,
  dateLine,
}: {
  lang: Language;
  ui: ArticleUi;
  document: ArticleDocument;
  dateLine?: DateLine;
}) {
  // Chinese writes "一、定义" with no space; other languages get an aligned number column.
  const numberClass = lang === 'cn' ? 'shrink-0' : 'min-w-6 shrink-0 tabular-nums';
  const gap = lang === 'cn' ? 'gap-0' : 'gap-1.5';
  return (
    <article
      aria-labelledby="protocol-title"
      className="hyphens-auto break-words bg-white px-5 py-8 text-[15px] text-ink leading-7 sm:rounded-lg sm:border sm:border-line sm:px-10 sm:py-10 print:border-0 print:p-0 print:text-black"
    >
      <header className="border-line border-b pb-5">
        {/* The top bar is not printed; the sheet still names the platform. */}
        <p className="hidden text-sm print:block">{ui.siteName}</p>
        <h1 id="protocol-title" className="font-semibold text-2xl leading-snug sm:text-3xl">
          {document.title}
        </h1>
        {(dateLine || ui.print) && (
          <div className="mt-3 flex flex-wrap items-center justify-between gap-3 text-ink-soft text-sm">
            {dateLine && <EffectiveDate line={dateLine} />}
            {ui.print && (
              <button
                type="button"
                onClick={() => window.print()}
                className="rounded-full border border-line px-4 py-1 text-ink-soft hover:border-brand hover:text-brand print:hidden"
              >
                {ui.print}
              </button>
            )}
          </div>
        )}
      </header>

      {document.intro.length > 0 && (
        <div className="mt-6">
          <Blocks blocks={document.intro} />
        </div>
      )}

      <nav
        aria-labelledby="protocol-contents"
        className="mt-8 rounded-md bg-page px-4 py-4 sm:px-5 print:bg-white print:px-0"
      >
        <h2 id="protocol-contents" className="font-semibold text-base">
          {ui.contents}
        </h2>
        <ol className="mt-2 space-y-1 text-sm leading-6">
          {document.sections.map((section, i) => (
            <li key={section.id} className={`flex ${gap}`}>
              <span className={`${numberClass} text-ink-faint`}>{sectionNumber(lang, i)}</span>
              <a href={`#${section.id}`} className="text-ink hover:text-brand hover:underline">
                {section.heading}
              </a>
            </li>
          ))}
        </ol>
      </nav>

      {document.sections.map((section, i) => (
        <section
          key={section.id}
          id={section.id}
          aria-labelledby={`${section.id}-heading`}
          className="mt-10 scroll-mt-6"
        >
          <h2
            id={`${section.id}-heading`}
            className={`mb-3 flex ${gap} break-after-avoid font-semibold text-lg leading-snug`}
          >
            <span className={numberClass}>{sectionNumber(lang, i)}</span>
            <span>{section.heading}</span>
          </h2>
          <Blocks blocks={section.blocks} />
        </section>
      ))}

      <p className="mt-12 text-right text-sm print:hidden">
        <a href="#top" className="text-ink-soft hover:text-brand">
          ↑ {ui.backToTop}
        </a>
      </p>
    </article>
  );
}
