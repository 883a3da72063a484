import type { CreatedInvitationCode, InvitationCodeRow } from "../../../shared/gates.ts";
import type { Db } from "../../db/create-db.ts";
import { newId, UUID_PATTERN } from "../../db/ids.ts";
import { parseInput } from "../validation.ts";
import { invitationCreateSchema } from "./gate-inputs.ts";
import type { InvitationRecord, InvitationsRepository } from "./invitations.repository.ts";
import { createCodeHasher, makeCode, normaliseCode } from "./code-hasher.ts";

const PEPPER_KEY = "secret:invitation-pepper";
/** Set by whichever instance made the two codes of a deployment without INVITE_CODES. */
const GENERATED_KEY = "invitation-codes:generated";
/** Staff read "Server code 1", not the setting's name (rows saved before said "INVITE_CODES #1"). */
const serverLabel = (n: number) => `Server code ${n}`;
const toRow = (r: InvitationRecord): InvitationCodeRow => ({
  id: r.id,
  label: r.label.replace(/^INVITE_CODES #(\d+)$/, (_, n: string) => serverLabel(Number(n))),
  source: r.source,
  createdAt: r.createdAt,
  revokedAt: r.revokedAt,
  lastUsedAt: r.lastUsedAt,
  uses: Number(r.uses),
});

export interface InvitationsService {
  /** The id of the live code this is (its use counted), or null. */
  redeem(code: string): Promise<string | null>;
  list(): Promise<InvitationCodeRow[]>;
  create(body: unknown): Promise<CreatedInvitationCode>;
  revoke(id: string): Promise<InvitationCodeRow | null>;
  /**
   * At start: INVITE_CODES into the table (hashes only; codes no longer listed are revoked), or,
   * when it is unset, two random codes made once per deployment. Answers the codes this call made.
   */
  sync(configured: string[] | undefined, generate: boolean): Promise<string[]>;
}

export function createInvitationsService(deps: {
  db: Db;
  repo: InvitationsRepository;
  now: () => number;
}): InvitationsService {
  const { repo } = deps;
  const iso = () => new Date(deps.now()).toISOString();
  const hashOf = createCodeHasher(deps.db, PEPPER_KEY, iso);

  async function add(code: string, label: string, source: "env" | "console"): Promise<InvitationRecord> {
    const row: InvitationRecord = {
      id: newId(),
      label,
      codeHash: await hashOf(code),
      source,
      createdAt: iso(),
      revokedAt: null,
      lastUsedAt: null,
      uses: 0,
    };
    await repo.insert(row);
    return row;
  }

  return {
    async redeem(code) {
      const normal = normaliseCode(code);
      if (normal.length === 0 || normal.length > 200) return null;
      const found = await repo.findByHash(await hashOf(normal));
      if (!found || found.revokedAt !== null) return null;
      await repo.recordUse(found.id, iso());
      return found.id;
    },
    async list() {
      return (await repo.list()).map(toRow);
    },
    async create(body) {
      const { label } = parseInput(invitationCreateSchema, body);
      const code = makeCode();
      return { invitation: toRow(await add(code, label, "console")), code };
    },
    async revoke(id) {
      // An id that is no id names no code (and a NUL in it would fail on PostgreSQL).
      if (!UUID_PATTERN.test(id)) return null;
      const r = await repo.revoke(id, iso());
      return r ? toRow(r) : null;
    },
    async sync(configured, generate) {
      if (configured && configured.length > 0) {
        const hashes: string[] = [];
        for (const [i, code] of configured.entries()) {
          const hash = await hashOf(code);
          hashes.push(hash);
          // One already known keeps its state: a code staff revoked stays revoked.
          if (!(await repo.findByHash(hash))) await add(code, serverLabel(i + 1), "env");
        }
        await repo.revokeEnvExcept(hashes, iso());
        return [];
      }
      if (!generate) return [];
      const r = await deps.db
        .insertInto("siteMeta")
        .values({ key: GENERATED_KEY, value: iso(), updatedAt: iso() })
        .onConflict((oc) => oc.column("key").doNothing())
        .executeTakeFirst();
      if (Number(r.numInsertedOrUpdatedRows ?? 0) !== 1) return [];
      const codes = [makeCode(), makeCode()];
      for (const [i, code] of codes.entries()) await add(code, `Generated at start #${i + 1}`, "env");
      return codes;
    },
  };
}
