import { Navigate, type RouteObject } from 'react-router-dom';
import { routeHandle } from '#web/components/DocumentTitle.tsx';
import { trasLaPrimeraPantalla } from '#web/lib/primera-pantalla.ts';

/** The rating-anual screens inside the main layout (composed by app/router.tsx). */
export const ratingAnualRoutes: RouteObject[] = [
  {
    path: 'seguros/flotantes/rating-anual/certificados',
    handle: routeHandle('routes.segurosFlotantesRatingAnualCertificados', 'certificados.leer'),
    lazy: async () => ({
      Component: (await import('./list/RatingAnualPage.tsx')).RatingAnualPage,
    }),
  },
  {
    // Spec 2 §2.6: the quoter and the detail draw their own trail (Seguros › Rating anual › ...).
    path: 'seguros/flotantes/rating-anual/certificados/cotizador',
    handle: {
      ...routeHandle('routes.segurosFlotantesRatingAnualCertificadosCotizador', 'ratingAnual.cotizar'),
      migasPropias: true,
    },
    lazy: async () => {
      // Inside the app its wizard downloads beside the page; on a first visit, after the heading painted.
      trasLaPrimeraPantalla(() => void import('./cotizador/AsistenteAnual.tsx'));
      return { Component: (await import('./cotizador/CotizadorAnualPage.tsx')).CotizadorAnualPage };
    },
  },
  {
    // Spec 1 §2.1 names .../nuevo as the annual create route: the quoter, never a detail whose id is 'nuevo'.
    path: 'seguros/flotantes/rating-anual/certificados/nuevo',
    handle: routeHandle('routes.segurosFlotantesRatingAnualCertificadosCotizador', 'ratingAnual.cotizar'),
    element: <Navigate replace to="/seguros/flotantes/rating-anual/certificados/cotizador" />,
  },
  {
    path: 'seguros/flotantes/rating-anual/certificados/:id',
    handle: { ...routeHandle('routes.ratingAnualDetalle', 'certificados.leer'), migasPropias: true },
    lazy: async () => ({
      Component: (await import('./detalle/DetalleAnualPage.tsx')).DetalleAnualPage,
    }),
  },
];
