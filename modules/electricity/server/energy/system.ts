/**
 * What the area needs from a school's energy (prepaid meter) system, whichever one it is: the REST
 * connector to a real one, or the offline demo system. Amounts are fen, energy kWh, times Unix seconds.
 */

export interface TEnergyBuilding {
  id: string;
  name: string;
  campus: string;
}

export interface TEnergyRoom {
  id: string;
  name: string;
  floor: number;
}

export interface TMeterReading {
  remainingKwh: number;
  /** Some systems keep money rather than energy on the meter. */
  balanceFen?: number;
  pricePerKwhFen: number;
  /** `off`: the supply is cut, as prepaid meters do when they run empty. */
  state: 'on' | 'off';
  readAt: number;
}

/** A purchase as the energy system answers it: `credited` with the kWh, or `unknown` (never received). */
export interface TEnergyPurchase {
  requestNo: string;
  state: 'credited' | 'unknown';
  kwh: number;
}

/** A purchase the energy system credited, as its daily statement lists it (`at`: when credited). */
export interface TEnergyStatementLine {
  requestNo: string;
  roomId: string;
  amountFen: number;
  at: number;
}

export interface TEnergySystem {
  buildings(): Promise<TEnergyBuilding[]>;
  rooms(buildingId: string): Promise<TEnergyRoom[]>;
  meter(roomId: string): Promise<TMeterReading>;
  /** Idempotent by `requestNo`: sending the same purchase again answers the first one's result. */
  purchase(roomId: string, requestNo: string, amountFen: number): Promise<TEnergyPurchase>;
  purchaseStatus(requestNo: string): Promise<TEnergyPurchase>;
  /** Purchases credited on a Beijing day (`2026-05-01`), for reconciliation. */
  statement(day: string): Promise<TEnergyStatementLine[]>;
}

/** kWh are shown and kept to two decimals, as meters display them. */
export const roundKwh = (kwh: number) => Math.round(kwh * 100) / 100;
