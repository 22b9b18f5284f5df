import {
  IconAnchor,
  IconBox,
  IconBuilding,
  IconChart,
  IconClipboard,
  IconDashboard,
  IconDatabase,
  IconFile,
  IconFlame,
  IconLock,
  IconPlane,
  IconReceipt,
  IconShield,
  IconShip,
  IconUser,
  IconUsers,
  type IconComponent,
} from '#web/components/icons.tsx';

/** The icon of each menu entry, by its key in shared/menu; unknown keys get a plain document. */
const ICONS: Record<string, IconComponent> = {
  dashboard: IconDashboard,
  cauciones: IconShield,
  certificados: IconFile,
  ratingAnual: IconChart,
  polizas: IconClipboard,
  emisores: IconBuilding,
  viajesEspecificos: IconPlane,
  embarcaciones: IconAnchor,
  contenedores: IconBox,
  declaracionesCompra: IconReceipt,
  declaracionesVenta: IconReceipt,
  seguridad: IconLock,
  siniestros: IconFlame,
  marineCarga: IconShip,
  maestros: IconDatabase,
  beneficiarios: IconUsers,
  usuarios: IconUser,
};

export const menuIcon = (key: string): IconComponent => ICONS[key] ?? IconFile;
