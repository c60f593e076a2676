// A company's name as a link to its page (`/companies/<key>`); plain text when the name has no key.
import { Anchor } from '@mantine/core';
import type { AnchorProps } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { companySlug } from '../../contract/names';

export interface CompanyLinkProps extends AnchorProps {
  name: string;
}

export function CompanyLink({ name, ...anchorProps }: CompanyLinkProps) {
  const key = companySlug(name);
  if (key === '') return <>{name}</>;
  return (
    <Anchor
      {...anchorProps}
      renderRoot={(props) => <Link {...props} to="/companies/$key" params={{ key }} search={{ name }} />}
    >
      {name}
    </Anchor>
  );
}
