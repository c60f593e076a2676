import { createFileRoute, redirect } from '@tanstack/react-router';
import { CompanyPage } from '../features/companies/CompanyPage';
import { canonicalCompanyKey, companySearchSchema } from '../features/companies/company-search';

export const Route = createFileRoute('/companies/$key')({
  validateSearch: companySearchSchema,
  // A name in the address ("/companies/Contoso Bank") opens that company's page under its key; the name
  // typed is kept for the public profile, which searches by name.
  beforeLoad: ({ params, search }) => {
    const key = canonicalCompanyKey(params.key);
    if (key !== null) {
      throw redirect({
        to: '/companies/$key',
        params: { key },
        search: { ...search, name: search.name ?? params.key.trim() },
        replace: true,
      });
    }
  },
  component: CompanyRoute,
});

function CompanyRoute() {
  const { key } = Route.useParams();
  const { name } = Route.useSearch();
  return <CompanyPage companyKey={key} name={name} />;
}
