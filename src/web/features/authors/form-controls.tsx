// Small controls of the search form: a three-state boolean filter, a list-of-values input, and the badge
// on controls the profile's plan does not include.
import { Badge, Input, SegmentedControl, TagsInput, Tooltip } from '@mantine/core';
import { useId } from 'react';
import { LockIcon } from '../../components/icons';
import type { Plan } from '../../../contract/subscription';
import type { TriState } from './authors-form';
import { paramHelp } from './param-help';
import type { AuthorsParamName } from './authors-search';

// Options rendered only while the dropdown is open: Mantine keeps them mounted (hidden) by default, which
// would build every option and position every closed dropdown in the page's first render.
const optionsWhenOpen = { keepMounted: false } as const;

interface ParamControlProps {
  param: AuthorsParamName;
  error?: string | undefined;
  disabled?: boolean;
}

export function TriStateInput({
  param,
  value,
  onChange,
  error,
  disabled,
}: ParamControlProps & { value: TriState; onChange: (value: TriState) => void }) {
  const id = useId();
  const { label, help } = paramHelp[param];
  return (
    <Input.Wrapper id={id} label={label} description={help} error={error} labelElement="div">
      <SegmentedControl
        mt={4}
        aria-labelledby={`${id}-label`}
        value={value}
        onChange={(next) => onChange(next === 'yes' || next === 'no' ? next : 'any')}
        disabled={disabled}
        size="xs"
        data={[
          { value: 'any', label: 'Any' },
          { value: 'yes', label: 'Yes' },
          { value: 'no', label: 'No' },
        ]}
      />
    </Input.Wrapper>
  );
}

/** A list of free values (domains, names, URLs); typing a comma or pressing Enter adds one. */
export function ListInput({
  param,
  value,
  onChange,
  error,
  disabled,
  placeholder,
  splitOnSpaces = false,
}: ParamControlProps & {
  value: string[];
  onChange: (value: string[]) => void;
  placeholder?: string;
  /** Domains and URLs cannot contain blanks, so a blank also ends a value. */
  splitOnSpaces?: boolean;
}) {
  const { label, help } = paramHelp[param];
  return (
    <TagsInput
      comboboxProps={optionsWhenOpen}
      label={label}
      description={help}
      value={value}
      onChange={onChange}
      error={error}
      disabled={disabled}
      placeholder={value.length === 0 ? placeholder : undefined}
      splitChars={splitOnSpaces ? [',', ' '] : [',']}
      clearable
      acceptValueOnBlur
    />
  );
}

/** Shown on a control the plan lacks: which plan unlocks it. */
export function PlanLockBadge({ plan, currentPlan }: { plan: Plan; currentPlan: string | null }) {
  return (
    <Tooltip
      label={`This profile's plan${currentPlan ? ` (${currentPlan})` : ''} does not include it; ${plan} does.`}
    >
      <Badge
        color="gray"
        variant="light"
        tt="none"
        leftSection={<LockIcon size={12} />}
        aria-label={`Locked: needs the ${plan} plan`}
      >
        Needs {plan}
      </Badge>
    </Tooltip>
  );
}
