// Pickers of language and country codes that show names (and flags), find a code typed by itself, and keep
// the values in the interface's form (`en`, `US`).
import { Group, MultiSelect, Select, Text } from '@mantine/core';
import type { ComboboxItem, MultiSelectProps, OptionsFilter, SelectProps } from '@mantine/core';
import { useMemo } from 'react';
import { countryOptions, languageOptions, searchCodeOptions, withChosenValues } from '../lib/code-options';
import type { CodeOption } from '../lib/code-options';
import { displayFlag } from '../lib/country-flag';

const codeFilter: OptionsFilter = ({ options, search, limit }) => {
  const items = options.filter((option): option is ComboboxItem => 'value' in option);
  return searchCodeOptions(items, search).slice(0, limit);
};

function CodeOptionLabel({ option, withFlag }: { option: ComboboxItem; withFlag: boolean }) {
  const flag = withFlag ? displayFlag(option.value) : null;
  return (
    <Group gap={8} wrap="nowrap">
      {flag && (
        <Text span aria-hidden="true" w={22} ta="center">
          {flag}
        </Text>
      )}
      <Text span size="sm">
        {option.label}
      </Text>
    </Group>
  );
}

export type CodeMultiSelectProps = Omit<MultiSelectProps, 'data' | 'value' | 'onChange' | 'filter'> & {
  value: string[];
  onChange: (codes: string[]) => void;
};

function CodeMultiSelect({
  options,
  value,
  onChange,
  withFlag,
  ...props
}: CodeMultiSelectProps & { options: readonly CodeOption[]; withFlag: boolean }) {
  const data = useMemo(() => withChosenValues(options, value), [options, value]);
  return (
    <MultiSelect
      searchable
      // Typing a code and pressing Enter picks it: the filter puts the exact code first.
      selectFirstOptionOnChange
      clearable
      hidePickedOptions
      maxDropdownHeight={280}
      nothingFoundMessage="No code or name matches"
      {...props}
      data={data}
      value={value}
      onChange={onChange}
      filter={codeFilter}
      renderOption={({ option }) => <CodeOptionLabel option={option} withFlag={withFlag} />}
    />
  );
}

/** ISO 639-1 language codes, lower case. */
export function LanguageMultiSelect(props: CodeMultiSelectProps) {
  return <CodeMultiSelect options={languageOptions} withFlag={false} {...props} />;
}

/** ISO 3166-1 alpha-2 country codes, upper case; options show the flag where the system draws flags. */
export function CountryMultiSelect(props: CodeMultiSelectProps) {
  return <CodeMultiSelect options={countryOptions} withFlag {...props} />;
}

export type CountrySelectProps = Omit<SelectProps, 'data' | 'value' | 'onChange' | 'filter'> & {
  value: string | null;
  onChange: (code: string | null) => void;
};

/** One ISO 3166-1 alpha-2 country code, upper case; options show the flag where the system draws flags. */
export function CountrySelect({ value, onChange, ...props }: CountrySelectProps) {
  const data = useMemo(() => withChosenValues(countryOptions, value ? [value] : []), [value]);
  return (
    <Select
      searchable
      selectFirstOptionOnChange
      maxDropdownHeight={280}
      nothingFoundMessage="No code or name matches"
      {...props}
      data={data}
      value={value}
      onChange={(code) => onChange(code)}
      filter={codeFilter}
      renderOption={({ option }) => <CodeOptionLabel option={option} withFlag />}
    />
  );
}
