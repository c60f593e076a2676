// The OpenAPI viewer itself, in a chunk of its own: swagger-ui is large and only this page needs it.
import SwaggerUI from 'swagger-ui-react';
// Taken as text, not through the app's PostCSS (whose simple-vars plugin rejects the `$…` that this
// stylesheet contains); it is only in the document while the viewer is.
import swaggerCss from 'swagger-ui-react/swagger-ui.css?raw';
import type { OpenApiDocumentView } from './queries';

export interface SwaggerViewProps {
  document: OpenApiDocumentView;
}

export default function SwaggerView({ document }: SwaggerViewProps) {
  return (
    <>
      <style>{swaggerCss}</style>
      <SwaggerUI spec={document} docExpansion="list" defaultModelsExpandDepth={0} deepLinking={false} />
    </>
  );
}
