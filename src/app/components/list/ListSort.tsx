interface ListSortProps<F extends string> {
  /** Test id `<testIdPrefix>-sort`. */
  testIdPrefix: string;
  labels: { sort: string; descending: string };
  fields: { value: F; label: string }[];
  sort: F;
  descending: boolean;
  onChange: (part: { sort?: F; descending?: boolean }) => void;
}

/** The sort field and direction of a list. */
export function ListSort<F extends string>({
  testIdPrefix,
  labels,
  fields,
  sort,
  descending,
  onChange,
}: ListSortProps<F>) {
  return (
    <>
      <label>
        {labels.sort}
        <select
          value={sort}
          data-testid={`${testIdPrefix}-sort`}
          onChange={(e) => onChange({ sort: e.target.value as F })}
        >
          {fields.map((field) => (
            <option key={field.value} value={field.value}>
              {field.label}
            </option>
          ))}
        </select>
      </label>
      <label>
        {labels.descending}
        <input
          type="checkbox"
          checked={descending}
          onChange={(e) => onChange({ descending: e.target.checked })}
        />
      </label>
    </>
  );
}
