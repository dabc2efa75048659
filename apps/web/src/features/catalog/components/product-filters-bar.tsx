import { exteriorRanges, stattrakFilterValues, tradeFilterValues, type FilterData, type LabelKind, type SortOrder } from '@skins/contract';
import { useTranslation } from '../../../i18n';
import { labelOf } from '../../../i18n/labels';
import { Button } from '../../../ui/button';
import { Select, type SelectOption } from '../../../ui/select';
import { useDebouncedInput } from '../hooks/use-debounced-input';
import { parseFloatBound, parsePattern, parsePrice, type FiltersPatch, type ProductFilters } from '../hooks/use-product-filters';

interface Props {
  filters: ProductFilters;
  update: (patch: FiltersPatch) => void;
  filterData: FilterData | undefined;
  onReset: () => void;
}

const field = 'h-9 rounded-lg border border-ink-600 bg-ink-800 px-3 text-sm text-slate-100 placeholder:text-slate-500 focus:border-accent-400 focus:outline-none';
/** On phones the selects fill their grid cell. */
const fill = 'min-w-0 [&>div]:min-w-0 [&>div]:flex-1 [&_select]:w-full sm:[&_select]:w-auto';
const priceText = (n: number | null) => (n === null ? '' : String(n));
const normalizePrice = (text: string) => priceText(parsePrice(text));
const normalizeSearch = (text: string) => text.trim();
const normalizeFloat = (text: string) => priceText(parseFloatBound(text));
const normalizePattern = (text: string) => priceText(parsePattern(text));
const exteriorNames = exteriorRanges.map((r) => r.name);
const stattrakLabels = { stattrak: 'skin_stattrak', souvenir: 'skin_souvenir', normal: 'skin_normal' } as const;
const tradeLabels = { tradable: 'filter_trade_tradable', protected: 'filter_trade_protected' } as const;

/**
 * Spec §2 Product list page: search (CAT-42: Enter or the button applies it, × clears it), sort,
 * min and max price, type, quality and Reset. SKIN-12: exterior, float from/to, StatTrak™/Souvenir/normal,
 * phase (when some item has one), pattern, with stickers, and the float and discount sorts. LIST-2: tradable now or protected.
 */
export function ProductFiltersBar(props: Props) {
  return (
    <div className="flex flex-col gap-3 rounded-xl border border-ink-700 bg-ink-900/60 p-3 lg:flex-row lg:flex-wrap lg:items-center">
      <ProductSearch filters={props.filters} update={props.update} />
      <ProductFilterFields {...props} />
    </div>
  );
}

/** CAT-42: the list's search box; on phones it stays on the page while the other filters fold into a sheet (CAT-47). */
export function ProductSearch({ filters, update }: Pick<Props, 'filters' | 'update'>) {
  const { t } = useTranslation();
  const search = useDebouncedInput(filters.search, (text) => update({ search: normalizeSearch(text) }), normalizeSearch);
  return (
    <form
      role="search"
      className="relative flex min-w-0 flex-1 gap-2 lg:min-w-72"
      onSubmit={(e) => {
        e.preventDefault();
        search.flush();
      }}
    >
      <input
        type="search"
        value={search.text}
        onChange={(e) => search.change(e.target.value)}
        placeholder={t('search_placeholder')}
        aria-label={t('search_placeholder')}
        maxLength={100}
        className={`${field} min-w-0 flex-1 pr-9 [&::-webkit-search-cancel-button]:appearance-none`}
      />
      {search.text && (
        <button
          type="button"
          aria-label={t('search_clear')}
          onClick={() => {
            search.change('');
            search.flush('');
          }}
          className="absolute right-[5.75rem] top-1/2 grid h-7 w-7 -translate-y-1/2 place-items-center rounded-full text-slate-400 hover:bg-ink-700 hover:text-slate-100"
        >
          ×
        </button>
      )}
      <Button type="submit" className="h-9 w-20 shrink-0">
        {t('search_button')}
      </Button>
    </form>
  );
}

/** The list's filters but the search: the side panel's on wide screens, the filter sheet's on phones (CAT-47). */
export function ProductFilterFields({ filters, update, filterData, onReset }: Props) {
  const { t } = useTranslation();
  const { min, max } = filters.priceRange;
  // Each bound sets only itself on the filters current when it applies: both bounds may apply at once.
  const minPrice = useDebouncedInput(priceText(min), (text) => update((f) => ({ priceRange: { ...f.priceRange, min: parsePrice(text) } })), normalizePrice);
  const maxPrice = useDebouncedInput(priceText(max), (text) => update((f) => ({ priceRange: { ...f.priceRange, max: parsePrice(text) } })), normalizePrice);
  const floats = filters.floatRange;
  const floatFrom = useDebouncedInput(priceText(floats.min), (text) => update((f) => ({ floatRange: { ...f.floatRange, min: parseFloatBound(text) } })), normalizeFloat);
  const floatTo = useDebouncedInput(priceText(floats.max), (text) => update((f) => ({ floatRange: { ...f.floatRange, max: parseFloatBound(text) } })), normalizeFloat);
  const pattern = useDebouncedInput(priceText(filters.pattern), (text) => update({ pattern: parsePattern(text) }), normalizePattern);
  const stattrak = filters.stattrak[0] ?? '';

  return (
    <div className="grid grid-cols-2 gap-3 sm:flex sm:flex-wrap sm:items-center">
      <Select
        label={t('sort_label')}
        value={filters.sort}
        onChange={(e) => update({ sort: e.target.value as SortOrder })}
        options={[
          { value: 'desc', label: t('sort_desc') },
          { value: 'asc', label: t('sort_asc') },
          { value: 'float_asc', label: t('sort_float_asc') },
          { value: 'float_desc', label: t('sort_float_desc') },
          { value: 'discount', label: t('sort_discount') },
        ]}
        className={`col-span-2 ${fill}`}
      />
      <input inputMode="decimal" aria-label={t('price_min')} placeholder={t('price_min')} value={minPrice.text} onChange={(e) => minPrice.change(e.target.value)} className={`${field} sm:w-28`} />
      <input inputMode="decimal" aria-label={t('price_max')} placeholder={t('price_max')} value={maxPrice.text} onChange={(e) => maxPrice.change(e.target.value)} className={`${field} sm:w-28`} />
      <OptionSelect label={t('filter_type')} all={t('filter_all_types')} kind="type" options={filterData?.types} value={filters.type[0]} onChange={(v) => update({ type: v ? [v] : [] })} />
      <OptionSelect label={t('filter_quality')} all={t('filter_all_qualities')} kind="rarity" options={filterData?.qualities} value={filters.quality[0]} onChange={(v) => update({ quality: v ? [v] : [] })} />
      <OptionSelect label={t('filter_exterior')} all={t('filter_all_exteriors')} kind="exterior" options={exteriorNames} value={filters.exterior_names[0]} onChange={(v) => update({ exterior_names: v ? [v] : [] })} />
      <input inputMode="decimal" aria-label={t('filter_float_from')} placeholder={t('filter_float_from')} value={floatFrom.text} onChange={(e) => floatFrom.change(e.target.value)} className={`${field} sm:w-28`} />
      <input inputMode="decimal" aria-label={t('filter_float_to')} placeholder={t('filter_float_to')} value={floatTo.text} onChange={(e) => floatTo.change(e.target.value)} className={`${field} sm:w-28`} />
      <Select
        label={t('filter_stattrak')}
        value={stattrak}
        onChange={(e) => update({ stattrak: e.target.value ? [e.target.value] : [] })}
        options={[{ value: '', label: t('filter_any_class') }, ...stattrakFilterValues.map((v) => ({ value: v, label: t(stattrakLabels[v]) }))]}
        className={fill}
      />
      {/* BUDGET-2: the phase keeps its place while the filter data loads (the panel's rows do not move when it arrives). */}
      {!filterData || filterData.phases.length || filters.phase.length ? (
        <OptionSelect label={t('filter_phase')} all={t('filter_all_phases')} options={filterData?.phases} value={filters.phase[0]} onChange={(v) => update({ phase: v ? [v] : [] })} />
      ) : null}
      <input inputMode="numeric" aria-label={t('filter_pattern')} placeholder={t('filter_pattern')} value={pattern.text} onChange={(e) => pattern.change(e.target.value)} className={`${field} sm:w-28`} />
      <label className="flex h-9 items-center gap-2 text-sm text-slate-200">
        <input type="checkbox" checked={filters.stickers} onChange={(e) => update({ stickers: e.target.checked })} className="size-6 accent-accent-400" />
        {t('filter_has_stickers')}
      </label>
      <Select
        label={t('filter_trade')}
        value={filters.trade ?? ''}
        onChange={(e) => update({ trade: tradeFilterValues.find((v) => v === e.target.value) ?? null })}
        options={[{ value: '', label: t('filter_trade_any') }, ...tradeFilterValues.map((v) => ({ value: v, label: t(tradeLabels[v]) }))]}
        className={fill}
      />
      <Button variant="secondary" onClick={onReset} className="col-span-2 h-9">
        {t('filters_reset')}
      </Button>
    </div>
  );
}

/** I18N-11: the options read in the visitor's language (`kind`), their values stay the API's English ones. */
function OptionSelect({ label, all, kind, options = [], value = '', onChange }: { label: string; all: string; kind?: LabelKind; options?: string[]; value?: string; onChange: (v: string) => void }) {
  const { t } = useTranslation();
  // A value from the URL that the filter data does not list (yet) stays selectable.
  const values = value && !options.includes(value) ? [value, ...options] : options;
  const list: SelectOption[] = [{ value: '', label: all }, ...values.map((v) => ({ value: v, label: kind ? labelOf(t, kind, v) : v }))];
  return <Select label={label} value={value} onChange={(e) => onChange(e.target.value)} options={list} className={fill} />;
}
