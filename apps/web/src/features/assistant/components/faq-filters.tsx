import { Link } from 'react-router';
import { faqTexts } from '@kusasa/domain/assistant-texts';
import { buttonVariants } from '../../../components/ui/button';
import { InputField } from '../../../components/ui/field';
import { cn } from '../../../lib/cn';

export const FAQ_SEARCH_PARAM = 'q';
export const FAQ_CATEGORY_PARAM = 'category';

/** The address of /faqs showing a category and a search ('All' and '' leave their parameter out). */
export function faqsHref(category: string, search: string): string {
  const params = new URLSearchParams();
  if (category !== faqTexts.all) params.set(FAQ_CATEGORY_PARAM, category);
  if (search) params.set(FAQ_SEARCH_PARAM, search);
  const query = params.toString();
  return query ? `/faqs?${query}` : '/faqs';
}

const chipClass = (selected: boolean) =>
  cn(
    'inline-flex min-h-9 items-center rounded-full border px-3.5 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-600',
    selected
      ? 'border-emerald-700 bg-emerald-700 text-white dark:border-emerald-400 dark:bg-emerald-400 dark:text-slate-950'
      : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-100 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800',
  );

/**
 * The categories as links and the search as a GET form (decision 0425): both work as plain HTML,
 * and once the app runs the links navigate inside it and the page filters as the visitor types.
 */
export function FaqFilters(props: {
  categories: readonly string[];
  category: string;
  search: string;
  onSearchChange: (search: string) => void;
  onSearchSubmit: () => void;
}) {
  const { categories, category, search } = props;
  return (
    <div className="grid gap-4">
      <nav aria-label="Categories">
        <ul className="flex flex-wrap gap-2">
          {categories.map((name) => (
            <li key={name}>
              <Link to={faqsHref(name, search)} aria-current={name === category ? 'page' : undefined} className={chipClass(name === category)}>
                {name}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <form
        role="search"
        method="get"
        action="/faqs"
        data-island=""
        className="flex max-w-md items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          props.onSearchSubmit();
        }}
      >
        {category !== faqTexts.all && <input type="hidden" name={FAQ_CATEGORY_PARAM} value={category} />}
        <InputField
          id="faq-search"
          name={FAQ_SEARCH_PARAM}
          type="search"
          className="flex-1"
          label={faqTexts.searchLabel}
          placeholder={faqTexts.searchPlaceholder}
          value={search}
          onChange={(event) => props.onSearchChange(event.target.value)}
          autoComplete="off"
          plain
        />
        <button type="submit" className={buttonVariants({ variant: 'outline' })}>
          {faqTexts.searchButton}
        </button>
      </form>
    </div>
  );
}
