import { createFileRoute } from '@tanstack/react-router';
import { CompanyPage } from '../features/companies/CompanyPage';
import { companySearchSchema } from '../features/companies/company-search';

export const Route = createFileRoute('/companies/$key')({
  validateSearch: companySearchSchema,
  component: CompanyRoute,
});

function CompanyRoute() {
  const { key } = Route.useParams();
  const { name } = Route.useSearch();
  return <CompanyPage companyKey={key} name={name} />;
}
