import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { QuotingErrors, type CredentialDto, type SaveCredential } from '@envios/contracts';
import type { CarrierConfigMode, CarrierConfigName } from '@envios/domain';
import { AppError } from '@envios/platform';
import { Credential, PLAIN_KEYS } from './credential.schema';
import { isMasked, mask, SecretBox } from './secret-box';

type StoredKeys = Record<string, string>;
const CACHE_MS = 5_000;

/** The Integrations screen's data, and the decrypted keys the connectors use. */
@Injectable()
export class CredentialsService {
  private activeCache = new Map<CarrierConfigName, { at: number; keys: StoredKeys | null }>();

  constructor(
    @InjectModel(Credential.name) private readonly credentials: Model<Credential>,
    private readonly box: SecretBox,
  ) {}

  async list(): Promise<CredentialDto[]> {
    const all = await this.credentials.find().sort({ _id: 1 }).lean();
    return all.map((c) => this.toDto(c));
  }

  async create(body: SaveCredential): Promise<CredentialDto> {
    const name = body.name as CarrierConfigName;
    if (await this.credentials.exists({ _id: name })) {
      throw AppError.conflict(
        QuotingErrors.credentialExists,
        `Ya existe una configuración para ${name}. Edítala.`,
      );
    }
    await this.credentials.create({
      _id: name,
      active: body.active,
      mode: body.mode,
      keys: { [body.mode]: this.seal(body.keys) },
    });
    return this.get(name);
  }

  async update(name: CarrierConfigName, body: SaveCredential): Promise<CredentialDto> {
    if (body.name !== name)
      throw AppError.badRequest(
        'CREDENTIAL.NAME_MISMATCH',
        'La paquetería no coincide con la configuración.',
      );
    const current = await this.credentials.findById(name).lean();
    if (!current) throw this.notFound(name);
    const previous = current.keys[body.mode] ?? {};
    // A masked value sent back unchanged keeps the stored secret.
    const keys: StoredKeys = {};
    for (const [key, value] of Object.entries(body.keys)) {
      keys[key] = isMasked(value) && previous[key] ? previous[key] : this.sealOne(key, value);
    }
    await this.credentials.updateOne(
      { _id: name },
      { $set: { active: body.active, mode: body.mode, [`keys.${body.mode}`]: keys } },
    );
    this.activeCache.delete(name);
    return this.get(name);
  }

  async remove(name: CarrierConfigName): Promise<void> {
    const { deletedCount } = await this.credentials.deleteOne({ _id: name });
    if (!deletedCount) throw this.notFound(name);
    this.activeCache.delete(name);
  }

  /** The decrypted keys of the active mode, when the integration exists and is active (cached briefly). */
  async activeKeys(name: CarrierConfigName): Promise<StoredKeys | null> {
    const cached = this.activeCache.get(name);
    if (cached && Date.now() - cached.at < CACHE_MS) return cached.keys;
    const c = await this.credentials.findById(name).lean();
    const stored = c?.active ? c.keys[c.mode] : undefined;
    const keys = stored
      ? Object.fromEntries(Object.entries(stored).map(([k, v]) => [k, this.openOne(k, v)]))
      : null;
    this.activeCache.set(name, { at: Date.now(), keys });
    return keys;
  }

  private async get(name: CarrierConfigName): Promise<CredentialDto> {
    return this.toDto((await this.credentials.findById(name).lean())!);
  }

  private toDto(c: Credential & { updatedAt: Date }): CredentialDto {
    const keys: CredentialDto['keys'] = {};
    for (const [mode, values] of Object.entries(c.keys ?? {}) as [CarrierConfigMode, StoredKeys][]) {
      keys[mode] = Object.fromEntries(
        Object.entries(values).map(([k, v]) => [k, PLAIN_KEYS.includes(k) ? v : mask(this.box.open(v))]),
      );
    }
    return { name: c._id, active: c.active, mode: c.mode, keys, updatedAt: c.updatedAt.toISOString() };
  }

  private seal(keys: StoredKeys): StoredKeys {
    return Object.fromEntries(Object.entries(keys).map(([k, v]) => [k, this.sealOne(k, v)]));
  }
  private sealOne(key: string, value: string): string {
    return PLAIN_KEYS.includes(key) ? value : this.box.seal(value);
  }
  private openOne(key: string, value: string): string {
    return PLAIN_KEYS.includes(key) ? value : this.box.open(value);
  }

  private notFound(name: string) {
    return AppError.notFound(`No existe una configuración para ${name}.`, QuotingErrors.credentialNotFound);
  }
}
