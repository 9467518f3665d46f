import { listManagedSeatEvents, listSeatEvents, myHolds, seatEvent, seatMap, seatOccupancy } from '../../contract';

/** What holding, confirming, releasing or cancelling seats changes. */
export const seatReads = [listSeatEvents, seatEvent, seatMap, myHolds, listManagedSeatEvents, seatOccupancy];
