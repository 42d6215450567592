// OpenCV computes the tables of its 8-bit colour conversions on their first use: the Lab ones
// in software floating point, tens of milliseconds. A reader builds them when it is made, so the
// time it reports for its first photo is the time spent on that photo.
#pragma once

namespace scriptorium::vision {

// Builds the tables of the conversions the readers use (BGR to Lab, to HSV and to grey); cheap
// after the first call.
void build_colour_tables();

}  // namespace scriptorium::vision
