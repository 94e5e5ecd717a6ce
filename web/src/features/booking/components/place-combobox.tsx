import { placeLabel, type PlaceSuggestion } from '@dropwise/domain/places';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import type { DraftPlace } from '@/features/booking/draft/ride-draft';
import { useFormat } from '@/lib/i18n/use-format';
import { useT } from '@/lib/i18n/use-t';

// Between a suggestion's name, area and distance: punctuation, the same in every language.
const SPACE = ' ';
const DOT = ' · ';

/** Where a suggestion is: its area, and its city when the area does not name it. */
function placeArea(place: PlaceSuggestion): string {
  return place.area.includes(place.city) ? place.area : [place.area, place.city].join(', ');
}

/** Suggestions are asked for once typing pauses this long, not on every key. */
const DEBOUNCE_MS = 200;
const MIN_CHARS = 2;

interface PlaceComboboxProps {
  id: string;
  label: string;
  /** The suggestion list's name ("Suggestions for the pickup"). */
  listLabel: string;
  value: DraftPlace;
  onChange: (place: DraftPlace) => void;
  search: (text: string) => Promise<PlaceSuggestion[]>;
  error?: string;
  errorId: string;
}

type Lookup =
  | { state: 'idle' }
  | { state: 'loading' }
  | { state: 'done'; places: PlaceSuggestion[] }
  | { state: 'failed' };

/**
 * One place field as a WAI-ARIA combobox (list autocomplete): typing asks for suggestions,
 * Up/Down move through them, Enter or a click chooses one (its coordinates go into the draft),
 * Escape closes the list. What the customer types without choosing is looked up when they go on
 * (the places step), and the note under the field says so.
 */
export function PlaceCombobox({
  id,
  label,
  listLabel,
  value,
  onChange,
  search,
  error,
  errorId,
}: PlaceComboboxProps) {
  const t = useT('booking');
  const f = useFormat();
  const listId = useId();
  const statusId = `${id}-status`;
  const [text, setText] = useState(value.address);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [lookup, setLookup] = useState<Lookup>({ state: 'idle' });
  const asked = useRef(0);
  const searchRef = useRef(search);
  searchRef.current = search;

  // A value set from outside (Use my location, Clear) replaces what is shown.
  useEffect(() => setText(value.address), [value.address]);

  const wanted = open ? text.trim() : '';
  useEffect(() => {
    if (wanted.length < MIN_CHARS) {
      setLookup({ state: 'idle' });
      return;
    }
    const ticket = ++asked.current;
    setLookup((current) => (current.state === 'done' ? current : { state: 'loading' }));
    const timer = setTimeout(() => {
      searchRef.current(wanted).then(
        (places) => ticket === asked.current && setLookup({ state: 'done', places }),
        () => ticket === asked.current && setLookup({ state: 'failed' }),
      );
    }, DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [wanted]);

  const places = lookup.state === 'done' ? lookup.places : [];
  const expanded = open && places.length > 0;

  const choose = (place: PlaceSuggestion) => {
    const address = placeLabel(place);
    setText(address);
    setOpen(false);
    setActive(-1);
    onChange({ address, coordinates: place.coordinates, placeId: place.id });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) setOpen(true);
      if (places.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + step + places.length) % places.length);
    } else if (event.key === 'Enter' && expanded && active >= 0 && places[active]) {
      event.preventDefault();
      choose(places[active]);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };

  const status =
    !open || wanted.length < MIN_CHARS
      ? ''
      : lookup.state === 'failed'
        ? t('suggestionsUnavailable')
        : lookup.state === 'done'
          ? places.length === 0
            ? t('noSuggestions')
            : t('suggestionsCount', { count: places.length })
          : '';
  const note = value.coordinates ? t('placeChosen') : value.address.trim() ? t('placeTyped') : '';

  return (
    <div className="field place-combobox">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="text"
        role="combobox"
        autoComplete="off"
        maxLength={250}
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
        aria-invalid={error ? 'true' : 'false'}
        aria-describedby={[`${id}-note`, statusId, error ? errorId : ''].filter(Boolean).join(' ')}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
          setActive(-1);
          onChange({ address: event.target.value, coordinates: null });
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
      />
      <ul id={listId} role="listbox" aria-label={listLabel} className="place-suggestions" hidden={!expanded}>
        {places.map((place, index) => (
          <li
            key={place.id}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === active}
            className={index === active ? 'active' : undefined}
            // mousedown, not click: choosing must happen before the input's blur closes the list.
            onMouseDown={(event) => {
              event.preventDefault();
              choose(place);
            }}
          >
            <span className="place-name">{place.name}</span>
            {SPACE}
            <span className="place-area">
              {placeArea(place)}
              {place.distanceKm !== undefined ? DOT + f.distanceKm(place.distanceKm) : null}
            </span>
          </li>
        ))}
      </ul>
      <span id={statusId} className="visually-hidden" role="status">
        {status}
      </span>
      <span id={`${id}-note`} className="field-note">
        {lookup.state === 'failed' && open ? status : note}
      </span>
    </div>
  );
}
