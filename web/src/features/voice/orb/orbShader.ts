// Full-screen triangle; all drawing happens per pixel in the fragment shader.
export const orbVertexShader = /* glsl */ `
attribute vec2 position;

void main() {
  gl_Position = vec4(position, 0.0, 1.0);
}
`;

// A glass-like sphere of swirling value noise with a rim light and a soft outer glow. GLSL ES 1.0
// so the same source runs on WebGL 1 and 2. Output is premultiplied alpha.
export const orbFragmentShader = /* glsl */ `
precision highp float;

uniform vec2 uResolution;
uniform float uTime;
uniform float uHue;
uniform float uHover;
uniform float uHoverIntensity;
uniform float uRotation;
uniform float uCallColour;
uniform float uVolume;

// Kept in step with the fallback circle in orb.css (inset 15%).
const float ORB_RADIUS = 0.7;

float hash(vec2 p) {
  p = fract(p * vec2(233.34, 851.73));
  p += dot(p, p + 23.45);
  return fract(p.x * p.y);
}

float valueNoise(vec2 p) {
  vec2 cell = floor(p);
  vec2 f = fract(p);
  vec2 s = f * f * (3.0 - 2.0 * f);
  float bottom = mix(hash(cell), hash(cell + vec2(1.0, 0.0)), s.x);
  float top = mix(hash(cell + vec2(0.0, 1.0)), hash(cell + vec2(1.0, 1.0)), s.x);
  return mix(bottom, top, s.y);
}

float layeredNoise(vec2 p) {
  float sum = 0.0;
  float amplitude = 0.5;
  for (int octave = 0; octave < 4; octave++) {
    sum += amplitude * valueNoise(p);
    // Rotating each octave hides the grid the noise is built on.
    p = mat2(1.6, 1.2, -1.2, 1.6) * p + 3.7;
    amplitude *= 0.5;
  }
  return sum;
}

mat2 rotation(float angle) {
  float c = cos(angle);
  float s = sin(angle);
  return mat2(c, s, -s, c);
}

// Rotation about the grey axis: changes the hue and keeps greys grey.
vec3 rotateHue(vec3 color, float degrees) {
  float angle = radians(degrees);
  vec3 axis = vec3(0.57735);
  float c = cos(angle);
  return color * c + cross(axis, color) * sin(angle) + axis * dot(axis, color) * (1.0 - c);
}

void main() {
  float halfSide = 0.5 * min(uResolution.x, uResolution.y);
  vec2 p = (gl_FragCoord.xy - 0.5 * uResolution) / halfSide;
  // Distance before the hover ripple, so the glow always fades out inside the canvas.
  float canvasDistance = length(p);
  p = rotation(uRotation) * p;

  float hover = uHover * uHoverIntensity;
  p += hover * 0.12 * vec2(sin(p.y * 7.0 + uTime * 2.4), sin(p.x * 7.0 + uTime * 2.1));

  float radius = ORB_RADIUS * (1.0 + 0.07 * uVolume);
  float r = length(p);

  // The swirl twists harder toward the centre and drifts over time.
  vec2 swirled = rotation(uTime * 0.35 + (1.0 - r) * 2.6) * p;
  float flow = layeredNoise(swirled * 2.2 + vec2(uTime * 0.15, -uTime * 0.1));
  float detail = layeredNoise(swirled * 4.8 - uTime * 0.2);

  vec3 greyDeep = vec3(0.13, 0.14, 0.18);
  vec3 greyLight = vec3(0.70, 0.72, 0.78);
  vec3 callDeep = vec3(0.07, 0.05, 0.28);
  vec3 callLight = mix(vec3(0.25, 0.42, 1.0), vec3(0.66, 0.36, 1.0), smoothstep(0.3, 0.7, flow));
  vec3 deep = mix(greyDeep, callDeep, uCallColour);
  vec3 light = mix(greyLight, callLight, uCallColour);

  float shade = smoothstep(0.25, 0.8, flow + 0.25 * detail);
  vec3 inner = mix(deep, light, shade);
  inner += light * pow(detail, 3.0) * (0.6 + 1.2 * hover + 0.8 * uVolume);
  // Light from the upper left makes it read as a sphere.
  float towardLight = dot(p / radius, vec2(-0.6, 0.6));
  inner *= 0.7 + 0.5 * smoothstep(-0.9, 0.8, towardLight);

  float body = 1.0 - smoothstep(radius - 0.012, radius + 0.004, r);
  float rim = exp(-abs(r - radius) * 45.0) * (0.55 + 0.45 * hover);
  float glow = exp(-max(r - radius, 0.0) * 9.0) * (0.35 + 0.35 * hover + 0.5 * uVolume);
  glow *= 1.0 - smoothstep(0.85, 1.0, canvasDistance);

  vec3 glowColour = mix(vec3(0.55, 0.58, 0.66), vec3(0.45, 0.42, 1.0), uCallColour);
  vec3 color = inner * body + glowColour * (rim + glow * (1.0 - body));
  float alpha = clamp(body + (rim + glow) * (1.0 - body), 0.0, 1.0);

  color = clamp(rotateHue(color, uHue), 0.0, 1.0);
  gl_FragColor = vec4(min(color, vec3(alpha)), alpha);
}
`;
