import 'reflect-metadata';
import { appendFileSync } from 'node:fs';
import { getModelToken } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { ROLE_LABELS, type Role } from '@envios/domain';
import { createServiceContext, OutboxRelay } from '@envios/platform';
import identity from '../service';
import { SaveTaxInformationUseCase } from '../tax-information/save-tax-information/save-tax-information.usecase';
import { GetBrandingUseCase } from '../recipients/get-branding/get-branding.usecase';
import { SetBrandingLogoUseCase } from '../recipients/set-branding-logo/set-branding-logo.usecase';
import { UpdateBrandingUseCase } from '../recipients/update-branding/update-branding.usecase';
import { DEMO_LOGO_WEBP } from './demo-logo';
import { RegisterUserUseCase } from '../users/register-user/register-user.usecase';
import { TariffsService } from '../users/tariffs.service';
import { User } from '../users/user.schema';

/**
 * Demo data for a local portal: one account per role, a client with two assigned users and one
 * sign-up waiting for approval. Idempotent (existing e-mails are left alone). Goes through the same
 * use case as the API, so UserRegistered events are published for the other services.
 */
const PASSWORD = 'Demo1234';

interface DemoAccount {
  email: string;
  firstName: string;
  lastName: string;
  rol: Role;
  approved: boolean;
  tariff?: string;
  clientEmail?: string;
}

const ACCOUNTS: DemoAccount[] = [
  {
    email: 'superadmin@envios.mx',
    firstName: 'Sofía',
    lastName: 'Ramírez',
    rol: 'superadmin',
    approved: true,
  },
  { email: 'soporte@envios.mx', firstName: 'Héctor', lastName: 'Lozano', rol: 'helpdesk', approved: true },
  { email: 'ventas@envios.mx', firstName: 'Mariana', lastName: 'Ortega', rol: 'sales', approved: true },
  {
    email: 'cliente@envios.mx',
    firstName: 'Comercializadora',
    lastName: 'del Norte',
    rol: 'client',
    approved: true,
    tariff: 'Corporativo',
  },
  {
    email: 'operativo@envios.mx',
    firstName: 'Luis',
    lastName: 'Hernández',
    rol: 'user',
    approved: true,
    tariff: 'Corporativo',
    clientEmail: 'cliente@envios.mx',
  },
  {
    email: 'operativo2@envios.mx',
    firstName: 'Ana',
    lastName: 'Martínez',
    rol: 'user',
    approved: true,
    tariff: 'Corporativo',
    clientEmail: 'cliente@envios.mx',
  },
  {
    email: 'compras@envios.mx',
    firstName: 'Jorge',
    lastName: 'Castillo',
    rol: 'admin',
    approved: true,
    tariff: 'PyME',
  },
  { email: 'pendiente@envios.mx', firstName: 'Paola', lastName: 'Núñez', rol: 'user', approved: false },
];

async function main() {
  const app = await createServiceContext(identity);
  const registerUser = app.get(RegisterUserUseCase);
  const tariffs = app.get(TariffsService);
  const users = app.get<Model<User>>(getModelToken(User.name));

  const idOf = async (email: string) => String((await users.findOne({ emailLower: email }).lean())!._id);
  for (const account of ACCOUNTS) {
    if (await users.exists({ emailLower: account.email })) continue;
    const tariff = tariffs.all().find((t) => t.nombre === account.tariff) ?? tariffs.defaultTariff();
    await registerUser.execute({
      ...account,
      phone: '5512345678',
      password: PASSWORD,
      tariff,
      parentClient: account.clientEmail ? await idOf(account.clientEmail) : null,
      createdBy: null,
    });
  }
  // cliente@ is invoiced monthly (SAT's test taxpayer), so 'Facturas' shows its months; the others
  // have no tax data and their payments go to the months' global invoices.
  const cliente = await users.findOne({ emailLower: 'cliente@envios.mx' }).lean();
  if (cliente && !cliente.taxInformation) {
    const id = String(cliente._id);
    await app
      .get(SaveTaxInformationUseCase)
      .execute({ id, role: 'client', parentClient: null, iat: Math.floor(Date.now() / 1000) }, id, {
        rfc: 'EKU9003173C9',
        razon_social: 'ESCUELA KEMPER URGATE',
        regimen_fiscal: '601',
        uso_cfdi: 'G03',
        codigo_postal: '26015',
        invoice_frequency: 'monthly',
      });
  }
  // cliente@'s recipients see its brand on /rastreo/{guía} and are told of their parcels (issue 30).
  if (cliente) {
    const id = String(cliente._id);
    const caller = { id, role: 'client' as const, parentClient: null, iat: Math.floor(Date.now() / 1000) };
    if (!(await app.get(GetBrandingUseCase).execute(caller, id)).business_name) {
      await app
        .get(UpdateBrandingUseCase)
        .execute(caller, id, { business_name: 'Tienda Luna', notify_recipients: true });
      await app.get(SetBrandingLogoUseCase).execute(caller, id, Buffer.from(DEMO_LOGO_WEBP, 'base64'));
    }
  }
  await app.get(OutboxRelay).drain();
  await app.close();

  const lines = [
    '  Demo logins (password for all: ' + PASSWORD + ')',
    ...ACCOUNTS.map(
      (a) =>
        `    ${a.email.padEnd(24)} ${(ROLE_LABELS[a.rol] + ` (${a.rol})`).padEnd(36)}` +
        (a.approved ? (a.clientEmail ? ` asignado a ${a.clientEmail}` : '') : ' pendiente de aprobación'),
    ),
  ];
  if (process.env.DEMO_LOGINS_FILE) appendFileSync(process.env.DEMO_LOGINS_FILE, lines.join('\n') + '\n');
  else console.log(lines.join('\n'));
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
