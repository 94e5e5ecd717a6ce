// Only tests import this module, so it is in neither the functions' bundle nor the web app's.

/**
 * A shop as the admin's form sends it: valid, in the loose spelling people type (spaces around the
 * name, a leading 0 and a dash in the phone) that the shop schema trims and normalises.
 */
export const shopInputForTests = {
  name: '  Asha Stores ',
  phone: '098765-43210',
  address: '22 MG Road',
  city: 'Pune',
};

/** A bike rider as the admin's form sends one: valid, with an email in capitals and spaces. */
export const riderInputForTests = {
  name: 'Neha',
  phone: '9876543210',
  email: ' Neha@Example.COM ',
  password: 'secret1',
  vehicleType: 'bike',
};
