/** Spec 2 §3.1: the quote the provider is asked for. */
export interface PedidoCotizacion {
  from: { latitude: number; longitude: number };
  to: { latitude: number; longitude: number };
  qtVehicles: number;
  wtVehicleLabeled: boolean;
  wtPersonnelArmed: boolean;
  wtInsurance: false;
  idCertificado: number;
  empresaEmisoraId: number;
}

export interface CotizacionProveedor {
  uid: string;
  rate: number;
  plan: { name: string; description: string };
}

export interface RespuestaCotizacion {
  isSuccessfull: boolean;
  data: CotizacionProveedor | null;
  errors: string[];
}

/** Spec 2 §3.2: the hire of a quoted custody. */
export interface PedidoContratacion {
  idCertificado: number;
  uid: string;
  rate: number;
  date: string;
  hour: string;
  email: string;
  driver: { name: string; company: string; phone: { codeCountry: string; area: string; number: string }; licensePlate: string };
  tripDetails: string;
  empresaEmisoraId: number;
}

/** The security-custody provider: /cotizar and /contratar. A transport failure throws; a refusal answers its errors. */
export interface ProveedorCustodia {
  cotizar(pedido: PedidoCotizacion): Promise<RespuestaCotizacion>;
  contratar(pedido: PedidoContratacion): Promise<{ isSuccessfull: boolean; errors: string[] }>;
}
