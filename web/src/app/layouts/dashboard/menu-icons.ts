import {
  IconAddressBook,
  IconApi,
  IconBuildingStore,
  IconCalculator,
  IconFileInvoice,
  IconFileSpreadsheet,
  IconCircle,
  IconLayoutDashboard,
  IconPlugConnected,
  IconReportAnalytics,
  IconScaleOutline,
  IconTruckDelivery,
  IconTruckLoading,
  IconUsers,
  IconWallet,
  type Icon,
} from '@tabler/icons-react';

/** Icons for the sidebar items of the domain MENU, by item key. */
const MENU_ICONS: Record<string, Icon> = {
  dashboard: IconLayoutDashboard,
  quote: IconCalculator,
  batches: IconFileSpreadsheet,
  shipments: IconTruckDelivery,
  pickups: IconTruckLoading,
  addresses: IconAddressBook,
  overweight: IconScaleOutline,
  wallet: IconWallet,
  invoices: IconFileInvoice,
  reports: IconReportAnalytics,
  users: IconUsers,
  clients: IconBuildingStore,
  integrations: IconPlugConnected,
  developers: IconApi,
};

export const menuIcon = (key: string): Icon => MENU_ICONS[key] ?? IconCircle;
