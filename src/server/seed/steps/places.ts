import type { Loader } from '../loader.ts';
import { roomDescription, roomName, type DemoPlan } from '../plan.ts';
import type { PeopleIds } from './people.ts';
import type { ReferenceIds } from './reference.ts';

// Homes, their rooms and seasonal prices. Room photographs are written at the end of the load
// (loadRoomImages) so the picture pool has time to render.

export async function loadPlaces(loader: Loader, plan: DemoPlan, ids: ReferenceIds, people: PeopleIds): Promise<void> {
  // Every home's photographs are copied at once, in parallel.
  const photos = await Promise.all(plan.properties.map((p) => loader.images(p.images)));
  for (const property of plan.properties) {
    const n = property.neighbourhood;
    property.id = await loader.insert('properties', {
      title: property.title,
      description: property.description,
      address: property.address,
      city: n.city,
      postalCode: property.postalCode,
      neighborhood: ids.neighbourhoods[`${n.city}/${n.name}`],
      latitude: property.latitude,
      longitude: property.longitude,
      floor: property.floor,
      lift: property.lift,
      sizeM2: property.sizeM2,
      landlord: people.landlords[property.landlord],
      buildingAmenities: property.buildingAmenities.map((key) => ids.buildingAmenities[key]),
      floorAmenities: property.floorAmenities.map((key) => ids.floorAmenities[key]),
      houseRules: property.houseRules.map((key) => ids.houseRules[key]),
      images: photos[property.index],
      published: property.published,
      featured: property.featured,
    });
  }

  for (const room of plan.rooms) {
    room.id = await loader.insert('rooms', {
      property: room.property.id,
      name: roomName(room),
      description: roomDescription(room),
      type: ids.roomTypes[room.type],
      category: ids.serviceCategories[room.category],
      sizeM2: room.sizeM2,
      mattress: ids.mattresses[room.mattress],
      amenities: room.amenities.map((key) => ids.services[key]),
      extras: room.extras.map((key) => ids.extras[key]),
      monthlyPrice: room.monthlyPrice,
      deposit: room.monthlyPrice,
      billsIncluded: room.property.billsIncluded,
      availableFrom: room.availableFrom,
      minMonths: room.minMonths,
      maxMonths: room.maxMonths,
      status: room.status,
      published: room.published,
    });
    for (const season of room.seasons) {
      await loader.insert('prices', { room: room.id, from: season.from, to: season.to, monthlyPrice: season.monthlyPrice });
    }
  }
}

export async function loadRoomImages(loader: Loader, plan: DemoPlan): Promise<void> {
  const views = [
    { es: 'vista general', en: 'overview' },
    { es: 'zona de la cama', en: 'bed area' },
    { es: 'detalle', en: 'detail' },
  ];
  const images = await Promise.all(plan.rooms.map((room) => loader.images(room.images.map((i) => ['room', i] as const))));
  for (const room of plan.rooms) {
    const name = roomName(room);
    for (const [order, image] of images[room.index]!.entries()) {
      const view = views[order % views.length]!;
      await loader.insert('roomimages', {
        room: room.id,
        image,
        alt: { es: `${name.es}: ${view.es}`, en: `${name.en}: ${view.en}` },
        order,
      });
    }
  }
}
